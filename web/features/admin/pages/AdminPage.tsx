import { ArrowRight, ShieldAlert } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/Spinner';
import { TabNav } from '../../../components/ui/TabNav';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useMe } from '../api/me';
import { type StaffRole, tabsFor } from '../tabs';

const isStaff = (role: string): role is StaffRole => role === 'admin' || role === 'subadmin';

/**
 * /admin/{tab}: the back office for admins and sub-admins, one shell whose tabs have
 * URLs. Anonymous visitors meet the sign-in guard first (router); a member gets a clear 403 page.
 */
export function AdminPage() {
  const { tab } = useParams();
  const me = useMe();
  const role = me.data && isStaff(me.data.role) ? me.data.role : null;
  // Staff who must set up two-step sign-in first see only the Security tab (the API refuses the rest).
  const mustEnrol = me.data?.secondFactor === 'required-not-set';
  const tabs = role ? tabsFor(role).filter((t) => !mustEnrol || t.id === 'security') : [];
  const current = tabs.find((t) => t.id === tab);
  usePageMeta({
    title: current ? `${current.label} · Admin Dashboard` : 'Admin Dashboard',
    description: 'The Roslis back office.',
  });

  if (me.isPending) return <PageSpinner label="Loading the back office" />;
  if (me.isError) return <Refusal title="The back office could not load" text={errorMessage(me.error)} />;
  if (!role)
    return (
      <Refusal
        title="This page is for Roslis staff"
        text="You do not have permission to view the back office. If you work with us, sign in with your staff account."
      />
    );
  if (!current) return <Navigate to={`${paths.admin}/${tabs[0]!.id}`} replace />;

  const { Component } = current;
  return (
    <div className="container-page py-8 md:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="eyebrow text-gold">{role === 'admin' ? 'Admin' : 'Sub-admin'}</p>
          <h1 className="mt-1.5 font-display text-4xl md:text-5xl">Admin Dashboard</h1>
        </div>
        {role === 'admin' && !mustEnrol ? (
          <Link
            to={paths.salesDashboard}
            className="inline-flex min-h-11 items-center gap-2 text-sm text-muted underline-offset-4 hover:text-text hover:underline"
          >
            Sales Dashboard <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      <TabNav
        label="Back office"
        className="mt-6"
        items={tabs.map((t) => ({ to: `${paths.admin}/${t.id}`, label: t.label }))}
      />
      <div className="mt-8">
        <Suspense fallback={<PageSpinner label={`Loading ${current.label}`} />}>
          <Component />
        </Suspense>
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
      <Button asChild className="mx-auto">
        <Link to={paths.home}>Back to the shop</Link>
      </Button>
    </div>
  );
}
