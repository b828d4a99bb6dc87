/** Membership: being built (issue 3). */
export function MembershipPage() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-24">
      <h1 className="text-5xl">Membership</h1>
    </section>
  );
}
