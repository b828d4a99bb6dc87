/** Careers: being built (issue 3). */
export function JobsPage() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-24">
      <h1 className="text-5xl">Careers</h1>
    </section>
  );
}
