import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { priceToPaise } from '#contracts/money';
import { RECENT_REGISTRATIONS } from '#contracts/sales';
import { Button } from '../../../components/ui/Button';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { PageSpinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useMe, useRecentRegistrations, useSalesPeople } from '../api/sales';
import { AddSalesPersonForm } from '../components/AddSalesPersonForm';
import { PersonStats } from '../components/PersonStats';
import { RecentRegistrations } from '../components/RecentRegistrations';
import { TeamCards } from '../components/TeamCards';
import { SALES } from '../i18n';

/**
 * /sales-dashboard, for admins only (a sub-admin sees only what concerns its own advisors). Signed-out
 * visitors meet the sign-in guard (router); anyone else signed in gets a clear refusal. The add form,
 * totals cards, a card per person, the 5 most recent registrations, and the selected person's stats.
 */
export function SalesDashboardPage() {
  const { t } = useTranslation(SALES);
  usePageMeta({ title: t('page.title'), description: t('page.description') });
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

  if (me.isPending) return <PageSpinner label={t('page.loading')} />;
  if (me.isError) return <Refusal title={t('page.loadFailed')} text={errorMessage(me.error)} />;
  if (!isAdmin) return <Refusal title={t('page.notAdmin')} text={t('page.notAdminText')} />;

  const team = people.data ?? [];
  const selected = team.find((p) => p.id === selectedId) ?? null;
  const sum = (pick: (p: (typeof team)[number]) => string) =>
    team.reduce((n, p) => n + priceToPaise(pick(p)), 0);
  const active = team.filter((p) => p.isActive).length;
  const totals = [
    {
      label: t('totals.people'),
      value: String(team.length),
      note: t('totals.active', { count: active, n: formatNumber(active) }),
    },
    {
      label: t('totals.registrations'),
      value: String(team.reduce((n, p) => n + p.registrations, 0)),
      note: t('totals.withCodes'),
    },
    {
      label: t('totals.revenue'),
      value: formatRupees((sum((p) => p.totalRevenue) / 100).toFixed(2)),
      note: t('totals.lessRefunds'),
    },
    {
      label: t('totals.commission'),
      value: formatRupees((sum((p) => p.commission) / 100).toFixed(2)),
      note: t('totals.atEachRate'),
    },
  ];

  return (
    <div className="container-page grid gap-10 py-8 md:py-12">
      <header>
        <p className="eyebrow text-gold">{t('page.eyebrow')}</p>
        <h1 className="mt-1.5 font-display text-4xl md:text-5xl">{t('page.title')}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('page.intro')}</p>
      </header>

      <section aria-label={t('page.totals')}>
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
            {t('page.recent')}
          </h2>
          <QueryState query={recent} pending={<Skeletons count={1} className="h-48" />}>
            {(rows) => <RecentRegistrations rows={rows} />}
          </QueryState>
        </section>
      </div>

      <section aria-labelledby="team-heading" className="grid gap-4">
        <h2 id="team-heading" className="font-display text-3xl">
          {t('page.team')}
        </h2>
        <QueryState
          query={people}
          pending={<Skeletons count={1} className="h-40" />}
          empty={t('page.teamEmpty')}
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
  const { t } = useTranslation(SALES);
  return (
    <div className="mx-auto grid max-w-lg gap-4 px-5 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-gold" />
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="text-muted">{text}</p>
      <Button asChild className="mx-auto">
        <Link to={paths.home}>{t('page.backToShop')}</Link>
      </Button>
    </div>
  );
}
