import { LogOut, ShieldAlert } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ADVISOR_PORTAL_MESSAGES } from '#contracts/advisor-portal';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/Spinner';
import { TabNav } from '../../../components/ui/TabNav';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAdvisorLogout, useAdvisorProfile } from '../api/session';
import { ShareCodePanel } from '../components/ShareCodePanel';
import { OverviewPanel } from '../tabs/OverviewPanel';
import { PerformancePanel } from '../tabs/PerformancePanel';
import { RegistrationsPanel } from '../tabs/RegistrationsPanel';

/** The dashboard's tabs, each with a URL: /advisor-dashboard is the Overview. */
const TABS = [
  { id: '', label: 'Overview' },
  { id: 'registrations', label: 'Registrations' },
  { id: 'performance', label: 'Performance' },
  { id: 'share', label: 'Share Code' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const tabPath = (id: TabId) => (id ? `${paths.advisorDashboard}/${id}` : paths.advisorDashboard);

/**
 * /advisor-dashboard: a fashion advisor's own registrations, earnings and share link.
 * Signed out (no advisor session): the Access Denied card with a link to /advisor-auth.
 */
export function AdvisorDashboardPage() {
  const { tab = '' } = useParams();
  const profile = useAdvisorProfile();
  const logout = useAdvisorLogout();
  const navigate = useNavigate();
  const current = TABS.find((t) => t.id === tab);

  if (profile.isPending) return <PageSpinner label="Loading your dashboard" />;
  if (profile.isError) {
    return errorStatus(profile.error) === 401 ? (
      <AccessDenied />
    ) : (
      <Refusal title="Your dashboard could not load" text={errorMessage(profile.error)} />
    );
  }
  if (!current) return <Navigate to={paths.advisorDashboard} replace />;

  const advisor = profile.data;
  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => navigate(paths.advisorAuth, { replace: true }) });

  return (
    <div className="container-page py-8 md:py-12">
      <PageTitle title={current.id ? `${current.label} · Advisor Dashboard` : 'Advisor Dashboard'} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="eyebrow text-gold">Fashion Advisor</p>
          <h1 className="mt-1.5 font-display text-4xl md:text-5xl">{advisor.name}</h1>
          <p className="mt-2 font-mono text-sm tracking-wider text-muted">{advisor.code}</p>
        </div>
        <Button type="button" variant="outline" onClick={signOut} disabled={logout.isPending}>
          <LogOut aria-hidden="true" className="size-4" /> Logout
        </Button>
      </div>
      <TabNav
        label="Advisor dashboard"
        className="mt-6"
        items={TABS.map((t) => ({ to: tabPath(t.id), label: t.label }))}
      />
      <div className="mt-8">
        {current.id === '' ? (
          <OverviewPanel profile={advisor} registrationsPath={tabPath('registrations')} />
        ) : null}
        {current.id === 'registrations' ? <RegistrationsPanel /> : null}
        {current.id === 'performance' ? <PerformancePanel /> : null}
        {current.id === 'share' ? <ShareCodePanel code={advisor.code} name={advisor.name} /> : null}
      </div>
    </div>
  );
}

function AccessDenied() {
  return (
    <div className="container-page grid place-items-center py-16 md:py-24">
      <PageTitle title="Access Denied" />
      <div className="grid w-full max-w-md gap-4 rounded-md border border-border bg-surface px-6 py-10 text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-gold" />
        <h1 className="font-display text-3xl">Access Denied</h1>
        <p className="text-muted">{ADVISOR_PORTAL_MESSAGES.signedOut}</p>
        <Button asChild className="mx-auto">
          <Link to={paths.advisorAuth}>Go to Advisor Login</Link>
        </Button>
      </div>
    </div>
  );
}

function Refusal({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto grid max-w-lg gap-4 px-5 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-gold" />
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="text-muted">{text}</p>
    </div>
  );
}
