import { Link } from 'react-router';
import { Island } from '../components/Island';
import { FacebookIcon, InstagramIcon, WhatsappIcon, YoutubeIcon } from '../components/icons/social';
import { useTranslation } from '../lib/i18n';
import { paths, SCROLL_TOP_PATHS } from '../lib/paths';
import { scrollToTopSoon } from '../lib/scroll';
import { SITE } from '../lib/site';
import { LanguageIsland } from './LanguageIsland';
import { ThemeSwitch } from './ThemeSwitch';

const COLUMNS = [
  {
    title: 'footer.labels',
    links: [
      { to: paths.limitedEdition, label: 'nav.limitedEdition' },
      { to: paths.studio, label: 'nav.studio' },
      { to: paths.signature, label: 'footer.signature' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: paths.about, label: 'nav.about' },
      { to: paths.jobs, label: 'menu.careers' },
      { to: paths.membership, label: 'nav.membership' },
      { to: paths.card, label: 'menu.card' },
    ],
  },
  {
    title: 'footer.policies',
    links: [
      { to: paths.privacyPolicy, label: 'footer.privacy' },
      { to: paths.termsAndConditions, label: 'footer.terms' },
      { to: paths.designProtection, label: 'footer.designProtection' },
    ],
  },
] as const;

const SOCIAL = [
  { href: SITE.social.instagram, label: 'footer.instagram', Icon: InstagramIcon },
  { href: SITE.social.facebook, label: 'footer.facebook', Icon: FacebookIcon },
  { href: SITE.social.youtube, label: 'footer.youtube', Icon: YoutubeIcon },
  { href: SITE.social.whatsapp, label: 'footer.whatsapp', Icon: WhatsappIcon },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="container-page grid gap-12 py-14 md:grid-cols-[1.4fr_repeat(3,1fr)] md:gap-10 md:py-20">
        <div className="max-w-sm">
          <Link
            to={paths.home}
            aria-label={t('nav.home')}
            className="font-display text-3xl font-semibold tracking-[0.34em]"
          >
            ROSLIS
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-muted">{t('footer.about')}</p>
          <ul className="mt-6 flex gap-2" aria-label={t('footer.social')}>
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={t(label)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-grid size-11 place-items-center rounded-full border border-border text-text/80 transition-colors hover:border-gold hover:text-gold"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 md:contents">
          {COLUMNS.map((col) => (
            <nav key={col.title} aria-label={t(col.title)}>
              <h2 className="eyebrow font-sans">{t(col.title)}</h2>
              <ul className="mt-4 grid gap-1">
                {col.links.map((l) => (
                  <li key={`${col.title}-${l.label}`}>
                    <Link
                      to={l.to}
                      onClick={SCROLL_TOP_PATHS.includes(l.to) ? scrollToTopSoon : undefined}
                      className="inline-flex min-h-10 items-center text-sm text-text/85 transition-colors hover:text-gold"
                    >
                      {t(l.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>

      <div className="container-page flex flex-col gap-4 border-t border-border py-8 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-6 sm:flex-row sm:flex-wrap sm:gap-10">
          <Island name="theme">
            <ThemeSwitch />
          </Island>
          <Island name="language">
            <LanguageIsland />
          </Island>
        </div>
        <div className="grid gap-1 text-xs text-muted md:text-right">
          <p>{SITE.company}</p>
          <p>{t('footer.rights', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
