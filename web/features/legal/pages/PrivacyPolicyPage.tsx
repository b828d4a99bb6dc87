/** Privacy Policy: being built (issue 3). */
export function PrivacyPolicyPage() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-24">
      <h1 className="text-5xl">Privacy Policy</h1>
    </section>
  );
}
