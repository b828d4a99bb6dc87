import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths, profileTab } from '../../../lib/paths';
import { useAccount } from '../../../lib/session/get-account';
import { useProfile } from '../../../lib/session/get-profile';
import { useAuthSession } from '../../../lib/session/use-auth-session';
import { AccountSettingsPanel } from '../components/AccountSettingsPanel';
import { MembershipPanel } from '../components/MembershipPanel';
import { displayName } from '../components/membership-labels';
import { OverviewPanel } from '../components/OverviewPanel';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileMenu } from '../components/ProfileMenu';
import { PreferencesPanel } from '../components/preferences/PreferencesPanel';
import { LEGACY_SECTION_PARAM, sectionOf } from '../components/profile-sections';
import { ACCOUNTS } from '../i18n';

/** What other features show inside the profile (the app composes them: features do not import each other). */
export interface ProfileSlots {
  /** The Orders section ('My Orders'). */
  orders: ReactNode;
  /** The Overview's stat cards (orders, wishlist, votelist, points). */
  stats?: ReactNode;
  /** The Wishlist and Votelist sections. */
  wishlist: ReactNode;
  votelist: ReactNode;
  /** Under the overview: the two most recent orders with 'View all orders'. */
  recentOrders?: (allOrdersHref: string) => ReactNode;
  /** Under the header, on every section: the day's Dynamo Deal. */
  banner?: ReactNode;
}

/**
 * /profile and /profile/{section}: header, side menu and the chosen section, each with
 * its own URL so Back and shared links work. Old `?tab=` links and unknown sections are redirected.
 */
export function ProfilePage({ slots }: { slots: ProfileSlots }) {
  const { t } = useTranslation(ACCOUNTS);
  const { userId } = useAuthSession();
  const account = useAccount(userId);
  const profile = useProfile(userId);
  const [params] = useSearchParams();
  const legacy = params.get(LEGACY_SECTION_PARAM);
  const found = sectionOf(useParams().section);
  const section = found ?? 'overview';
  const panelRef = useRef<HTMLDivElement>(null);
  const firstSection = useRef(section);

  // A new section whose top is above the screen (a long page scrolled down) is brought into view.
  useEffect(() => {
    if (section === firstSection.current) return;
    firstSection.current = section;
    const panel = panelRef.current;
    if (panel && panel.getBoundingClientRect().top < 0) panel.scrollIntoView?.({ block: 'start' });
  }, [section]);

  if (legacy !== null) {
    const rest = new URLSearchParams(params);
    rest.delete(LEGACY_SECTION_PARAM);
    const query = rest.toString();
    return (
      <Navigate to={`${profileTab(sectionOf(legacy) ?? 'overview')}${query ? `?${query}` : ''}`} replace />
    );
  }
  if (!found) return <Navigate to={paths.profile} replace />;
  if (!userId || account.isPending || profile.isPending) return <PageSpinner label={t('profile.loading')} />;
  if (account.isError || profile.isError) {
    return (
      <div role="alert" className="container-page py-24 text-center">
        <PageTitle title={t('profile.title')} />
        <p className="font-display text-3xl">{t('profile.loadFailed')}</p>
        <p className="mt-3 text-muted">
          {errorMessage(account.error ?? profile.error, t('profile.tryLater'))}
        </p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            void account.refetch();
            void profile.refetch();
          }}
        >
          {t('profile.tryAgain')}
        </Button>
      </div>
    );
  }

  const a = account.data;
  const p = profile.data;

  return (
    <div className="container-page py-10 md:py-16">
      <PageTitle
        title={
          section === 'overview'
            ? t('profile.title')
            : t('profile.sectionTitle', { section: t(`profile.sections.${section}`) })
        }
      />
      <ProfileHeader account={a} profile={p} />
      {slots.banner}
      <div className="mt-6 grid gap-8 md:mt-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <ProfileMenu active={section} />
        </aside>
        <div ref={panelRef} className="min-w-0 scroll-mt-24">
          {section === 'overview' ? (
            <div className="grid gap-10">
              {slots.stats}
              <OverviewPanel userId={userId} account={a} profile={p} />
              {slots.recentOrders?.(profileTab('orders'))}
            </div>
          ) : null}
          {section === 'orders' ? slots.orders : null}
          {section === 'wishlist' ? slots.wishlist : null}
          {section === 'votelist' ? slots.votelist : null}
          {section === 'membership' ? (
            <MembershipPanel
              account={a}
              holder={displayName(p.firstName, p.lastName, a.email, t('member'))}
            />
          ) : null}
          {section === 'preferences' ? <PreferencesPanel /> : null}
          {section === 'settings' ? <AccountSettingsPanel /> : null}
        </div>
      </div>
    </div>
  );
}
