import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, WhatsappIcon, YoutubeIcon } from '../components/icons/social';
import { paths, SCROLL_TOP_PATHS } from '../lib/paths';
import { scrollToTopSoon } from '../lib/scroll';
import { SITE } from '../lib/site';
import { ThemeSwitch } from './ThemeSwitch';

const COLUMNS = [
  {
    title: 'Labels',
    links: [
      { to: paths.limitedEdition, label: 'Limited Edition' },
      { to: paths.studio, label: 'Studio' },
      { to: paths.signature, label: 'Signature' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.about, label: 'About' },
      { to: paths.jobs, label: 'Careers' },
      { to: paths.membership, label: 'Membership' },
      { to: paths.card, label: 'Card' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: paths.privacyPolicy, label: 'Privacy Policy' },
      { to: paths.termsAndConditions, label: 'Terms & Conditions' },
      { to: paths.designProtection, label: 'Design Protection' },
    ],
  },
] as const;

const SOCIAL = [
  { href: SITE.social.instagram, label: 'Roslis on Instagram', Icon: InstagramIcon },
  { href: SITE.social.facebook, label: 'Roslis on Facebook', Icon: FacebookIcon },
  { href: SITE.social.youtube, label: 'Roslis on YouTube', Icon: YoutubeIcon },
  { href: SITE.social.whatsapp, label: 'Message Roslis on WhatsApp', Icon: WhatsappIcon },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="container-page grid gap-12 py-14 md:grid-cols-[1.4fr_repeat(3,1fr)] md:gap-10 md:py-20">
        <div className="max-w-sm">
          <Link
            to={paths.home}
            aria-label="Roslis, home"
            className="font-display text-3xl font-semibold tracking-[0.34em]"
          >
            ROSLIS
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-muted">
            A selective membership label for women's wear. Designed in Kerala, made in small runs, cut for
            every size up to 8XL.
          </p>
          <ul className="mt-6 flex gap-2" aria-label="Social media">
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
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
            <nav key={col.title} aria-label={col.title}>
              <h2 className="eyebrow font-sans">{col.title}</h2>
              <ul className="mt-4 grid gap-1">
                {col.links.map((l) => (
                  <li key={`${col.title}-${l.label}`}>
                    <Link
                      to={l.to}
                      onClick={SCROLL_TOP_PATHS.includes(l.to) ? scrollToTopSoon : undefined}
                      className="inline-flex min-h-10 items-center text-sm text-text/85 transition-colors hover:text-gold"
                    >
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>

      <div className="container-page flex flex-col gap-4 border-t border-border py-8 md:flex-row md:items-center md:justify-between">
        <ThemeSwitch />
        <div className="grid gap-1 text-xs text-muted md:text-right">
          <p>{SITE.company}</p>
          <p>© {year} Roslis. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
