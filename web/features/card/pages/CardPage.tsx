/** The Roslis Card: being built (issue 3). */
export function CardPage() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-24">
      <h1 className="text-5xl">The Roslis Card</h1>
    </section>
  );
}
