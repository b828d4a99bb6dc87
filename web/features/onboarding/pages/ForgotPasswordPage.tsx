/** Placeholder: being built for issue 4. */
export function ForgotPasswordPage() {
  return null;
}
