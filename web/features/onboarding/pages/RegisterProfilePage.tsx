/** Placeholder: being built for issue 4. */
export function RegisterProfilePage() {
  return null;
}
