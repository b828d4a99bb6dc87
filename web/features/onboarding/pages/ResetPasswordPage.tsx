/** Placeholder: being built for issue 4. */
export function ResetPasswordPage() {
  return null;
}
