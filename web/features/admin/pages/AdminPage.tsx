import { ArrowRight, ShieldAlert } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/Spinner';
import { TabNav } from '../../../components/ui/TabNav';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useMe } from '../api/me';
import { ADMIN } from '../i18n';
import { type StaffRole, tabsFor } from '../tabs';

const isStaff = (role: string): role is StaffRole => role === 'admin' || role === 'subadmin';

/**
 * /admin/{tab}: the back office for admins and sub-admins, one shell whose tabs have
 * URLs. Anonymous visitors meet the sign-in guard first (router); a member gets a clear 403 page.
 */
export function AdminPage() {
  const { tab } = useParams();
  const { t } = useTranslation(ADMIN);
  const me = useMe();
  const role = me.data && isStaff(me.data.role) ? me.data.role : null;
  // Staff who must set up two-step sign-in first see only the Security tab (the API refuses the rest).
  const mustEnrol = me.data?.secondFactor === 'required-not-set';
  const tabs = role ? tabsFor(role).filter((x) => !mustEnrol || x.id === 'security') : [];
  const current = tabs.find((x) => x.id === tab);
  const currentLabel = current ? t(`tabs.${current.id}`) : null;
  usePageMeta({
    title: currentLabel ? t('page.metaTitle', { tab: currentLabel }) : t('page.title'),
    description: t('page.metaDescription'),
  });

  if (me.isPending) return <PageSpinner label={t('page.loading')} />;
  if (me.isError) return <Refusal title={t('page.loadFailed')} text={errorMessage(me.error)} />;
  if (!role) return <Refusal title={t('page.refusedTitle')} text={t('page.refusedText')} />;
  if (!current) return <Navigate to={`${paths.admin}/${tabs[0]!.id}`} replace />;

  const { Component } = current;
  return (
    <div className="container-page py-8 md:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="eyebrow text-gold">{t(`page.role.${role}`)}</p>
          <h1 className="mt-1.5 font-display text-4xl md:text-5xl">{t('page.title')}</h1>
        </div>
        {role === 'admin' && !mustEnrol ? (
          <Link
            to={paths.salesDashboard}
            className="inline-flex min-h-11 items-center gap-2 text-sm text-muted underline-offset-4 hover:text-text hover:underline"
          >
            {t('page.salesDashboard')} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      <TabNav
        label={t('page.nav')}
        className="mt-6"
        items={tabs.map((x) => ({ to: `${paths.admin}/${x.id}`, label: t(`tabs.${x.id}`) }))}
      />
      <div className="mt-8">
        <Suspense fallback={<PageSpinner label={t('page.loadingTab', { tab: currentLabel })} />}>
          <Component />
        </Suspense>
      </div>
    </div>
  );
}

function Refusal({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation(ADMIN);
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
