/** About Roslis: being built (issue 3). */
export function AboutPage() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-24">
      <h1 className="text-5xl">About Roslis</h1>
    </section>
  );
}
