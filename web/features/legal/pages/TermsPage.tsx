/** Terms and Conditions: being built (issue 3). */
export function TermsPage() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-24">
      <h1 className="text-5xl">Terms and Conditions</h1>
    </section>
  );
}
