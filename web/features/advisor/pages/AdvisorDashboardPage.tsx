import { LogOut, ShieldAlert } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/Spinner';
import { TabNav } from '../../../components/ui/TabNav';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAdvisorLogout, useAdvisorProfile } from '../api/session';
import { ShareCodePanel } from '../components/ShareCodePanel';
import { ADVISOR } from '../i18n';
import { OverviewPanel } from '../tabs/OverviewPanel';
import { PerformancePanel } from '../tabs/PerformancePanel';
import { RegistrationsPanel } from '../tabs/RegistrationsPanel';

/** The dashboard's tabs, each with a URL: /advisor-dashboard is the Overview. */
const TABS = [
  { id: '', label: 'overview' },
  { id: 'registrations', label: 'registrations' },
  { id: 'performance', label: 'performance' },
  { id: 'share', label: 'share' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const tabPath = (id: TabId) => (id ? `${paths.advisorDashboard}/${id}` : paths.advisorDashboard);

/**
 * /advisor-dashboard: a fashion advisor's own registrations, earnings and share link.
 * Signed out (no advisor session): the Access Denied card with a link to /advisor-auth.
 */
export function AdvisorDashboardPage() {
  const { t } = useTranslation(ADVISOR);
  const { tab = '' } = useParams();
  const profile = useAdvisorProfile();
  const logout = useAdvisorLogout();
  const navigate = useNavigate();
  const current = TABS.find((one) => one.id === tab);

  if (profile.isPending) return <PageSpinner label={t('dashboard.loading')} />;
  if (profile.isError) {
    return errorStatus(profile.error) === 401 ? (
      <AccessDenied />
    ) : (
      <Refusal title={t('dashboard.loadFailed')} text={errorMessage(profile.error)} />
    );
  }
  if (!current) return <Navigate to={paths.advisorDashboard} replace />;

  const advisor = profile.data;
  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => navigate(paths.advisorAuth, { replace: true }) });

  return (
    <div className="container-page py-8 md:py-12">
      <PageTitle
        title={
          current.id
            ? t('dashboard.titleTab', { tab: t(`dashboard.tabs.${current.label}`) })
            : t('dashboard.title')
        }
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="eyebrow text-gold">{t('dashboard.eyebrow')}</p>
          <h1 className="mt-1.5 font-display text-4xl md:text-5xl">{advisor.name}</h1>
          <p className="mt-2 font-mono text-sm tracking-wider text-muted">{advisor.code}</p>
        </div>
        <Button type="button" variant="outline" onClick={signOut} disabled={logout.isPending}>
          <LogOut aria-hidden="true" className="size-4" /> {t('dashboard.logout')}
        </Button>
      </div>
      <TabNav
        label={t('dashboard.nav')}
        className="mt-6"
        items={TABS.map((one) => ({ to: tabPath(one.id), label: t(`dashboard.tabs.${one.label}`) }))}
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
  const { t } = useTranslation(ADVISOR);
  return (
    <div className="container-page grid place-items-center py-16 md:py-24">
      <PageTitle title={t('dashboard.denied.title')} />
      <div className="grid w-full max-w-md gap-4 rounded-md border border-border bg-surface px-6 py-10 text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-gold" />
        <h1 className="font-display text-3xl">{t('dashboard.denied.title')}</h1>
        <p className="text-muted">{t('dashboard.denied.text')}</p>
        <Button asChild className="mx-auto">
          <Link to={paths.advisorAuth}>{t('dashboard.denied.login')}</Link>
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
