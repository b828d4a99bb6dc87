/** Compare the Cards: being built (issue 3). */
export function ComparePage() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-24">
      <h1 className="text-5xl">Compare the Cards</h1>
    </section>
  );
}
