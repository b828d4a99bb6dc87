/** Placeholder: being built for issue 4. */
export function RegisterSuccessPage() {
  return null;
}
