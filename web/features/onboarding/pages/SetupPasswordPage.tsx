/** Placeholder: being built for issue 4. */
export function SetupPasswordPage() {
  return null;
}
