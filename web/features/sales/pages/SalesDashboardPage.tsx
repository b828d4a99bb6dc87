import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { priceToPaise } from '#contracts/money';
import { RECENT_REGISTRATIONS } from '#contracts/sales';
import { Button } from '../../../components/ui/Button';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { PageSpinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useMe, useRecentRegistrations, useSalesPeople } from '../api/sales';
import { AddSalesPersonForm } from '../components/AddSalesPersonForm';
import { PersonStats } from '../components/PersonStats';
import { RecentRegistrations } from '../components/RecentRegistrations';
import { TeamCards } from '../components/TeamCards';

/**
 * /sales-dashboard, for admins only (a sub-admin sees only what concerns its own advisors). Signed-out
 * visitors meet the sign-in guard (router); anyone else signed in gets a clear refusal. The add form,
 * totals cards, a card per person, the 5 most recent registrations, and the selected person's stats.
 */
export function SalesDashboardPage() {
  usePageMeta({ title: 'Sales Dashboard', description: 'The Roslis sales team and its registrations.' });
  const me = useMe();
  const isAdmin = me.data?.role === 'admin';
  const people = useSalesPeople(isAdmin);
  const recent = useRecentRegistrations(RECENT_REGISTRATIONS, isAdmin);
  // The selected person lives in the URL (?person=id), so a view of someone's stats can be shared.
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('person');
  const [chosen, setChosen] = useState(false);
  const setSelectedId = (id: string | null) => {
    setChosen(true);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('person', id);
        else next.delete('person');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  if (me.isPending) return <PageSpinner label="Loading the sales dashboard" />;
  if (me.isError) return <Refusal title="The sales dashboard could not load" text={errorMessage(me.error)} />;
  if (!isAdmin)
    return (
      <Refusal
        title="This page is for Roslis admins"
        text="You do not have permission to view the sales dashboard. If you run the sales team, sign in with your admin account."
      />
    );

  const team = people.data ?? [];
  const selected = team.find((p) => p.id === selectedId) ?? null;
  const sum = (pick: (p: (typeof team)[number]) => string) =>
    team.reduce((n, p) => n + priceToPaise(pick(p)), 0);
  const totals = [
    {
      label: 'Sales people',
      value: String(team.length),
      note: `${team.filter((p) => p.isActive).length} active`,
    },
    {
      label: 'Registrations',
      value: String(team.reduce((n, p) => n + p.registrations, 0)),
      note: 'with sales codes',
    },
    {
      label: 'Revenue',
      value: formatRupees((sum((p) => p.totalRevenue) / 100).toFixed(2)),
      note: 'less refunds',
    },
    {
      label: 'Commission',
      value: formatRupees((sum((p) => p.commission) / 100).toFixed(2)),
      note: 'at each rate',
    },
  ];

  return (
    <div className="container-page grid gap-10 py-8 md:py-12">
      <header>
        <p className="eyebrow text-gold">Admin</p>
        <h1 className="mt-1.5 font-display text-4xl md:text-5xl">Sales Dashboard</h1>
        <p className="mt-2 max-w-2xl text-muted">
          The sales team, their referral codes and the members they bring. Applicants type a referral code
          where the register screen asks for a Fashion Advisor Code.
        </p>
      </header>

      <section aria-label="Totals">
        {people.isPending ? (
          <Skeletons count={4} className="h-24" gridClassName="grid grid-cols-2 gap-3 lg:grid-cols-4" />
        ) : (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {totals.map((t) => (
              <div key={t.label} className="min-w-0 rounded-[4px] border border-border bg-surface p-4 sm:p-5">
                <dt className="text-[0.68rem] uppercase tracking-[0.14em] text-muted">{t.label}</dt>
                <dd className="mt-2 truncate font-display text-2xl tabular-nums sm:text-3xl">{t.value}</dd>
                <dd className="mt-1 text-xs text-muted">{t.note}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="rounded-[4px] border border-border bg-surface p-5 sm:p-6">
          <AddSalesPersonForm onAdded={setSelectedId} />
        </div>
        <section aria-labelledby="recent-heading" className="grid min-w-0 content-start gap-4">
          <h2 id="recent-heading" className="font-display text-2xl">
            Recent Registrations
          </h2>
          <QueryState query={recent} pending={<Skeletons count={1} className="h-48" />}>
            {(rows) => <RecentRegistrations rows={rows} />}
          </QueryState>
        </section>
      </div>

      <section aria-labelledby="team-heading" className="grid gap-4">
        <h2 id="team-heading" className="font-display text-3xl">
          Sales Team
        </h2>
        <QueryState
          query={people}
          pending={<Skeletons count={1} className="h-40" />}
          empty="No sales people yet. Add the first one to give them a referral code."
        >
          {(team) => <TeamCards people={team} selectedId={selectedId} onSelect={setSelectedId} />}
        </QueryState>
      </section>

      {selected ? (
        <PersonStats
          key={selected.id}
          person={selected}
          scrollIntoView={chosen}
          onClose={() => setSelectedId(null)}
        />
      ) : null}
    </div>
  );
}

function Refusal({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto grid max-w-lg gap-4 px-5 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-gold" />
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="text-muted">{text}</p>
      <Button asChild className="mx-auto">
        <Link to={paths.home}>Back to the shop</Link>
      </Button>
    </div>
  );
}
