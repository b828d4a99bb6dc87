/** The Gold Card: being built (issue 3). */
export function GoldPage() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-24">
      <h1 className="text-5xl">The Gold Card</h1>
    </section>
  );
}
