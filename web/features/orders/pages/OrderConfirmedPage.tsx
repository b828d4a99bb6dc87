/** Placeholder: built in issue 14 (see the issue). */
export function OrderConfirmedPage() {
  return null;
}
