/** Placeholder: being built for issue 4. */
export function RegisterForm({ onExistingAccount }: { onExistingAccount: () => void }) {
  void onExistingAccount;
  return null;
}
