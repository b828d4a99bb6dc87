/** Placeholder: being built for issue 4. */
export function PaymentPage() {
  return null;
}
