/** Placeholder: being built for issue 4. */
export function VerifyPage() {
  return null;
}
