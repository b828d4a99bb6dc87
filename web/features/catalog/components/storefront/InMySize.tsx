import { Ruler } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { profileTab } from '../../../../lib/paths';
import type { Person } from '../../api/get-people';
import { CATALOG } from '../../i18n';

/** Where a member adds her own or her family's measurements (the profile's style preferences). */
export const MEASUREMENTS_HREF = profileTab('preferences');

/** The URL's value for a person: 'me' for her own profile, else the profile's id. */
export const fitForOf = (person: Person) => (person.isPrimary ? 'me' : person.id);

const pill =
  'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

/**
 * The grid's "In my size": a toggle that keeps only the pieces that can be had in the size the shop
 * suggests, and, when she keeps profiles for her family or friends, whose size: "For: Me / Amma /
 * Meera" (the product page's "Shopping for" names). The choice lives in the URL (`fitFor`).
 */
export function InMySize({
  fitFor,
  people,
  onChange,
}: {
  /** 'me', one of her profiles' ids, or '' (off). */
  fitFor: string;
  people: readonly Person[];
  onChange: (fitFor: string) => void;
}) {
  const { t } = useTranslation(CATALOG);
  const on = fitFor !== '';
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="button"
        aria-pressed={on}
        onClick={() => onChange(on ? '' : 'me')}
        className={cn(
          pill,
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          on ? 'border-text bg-text text-background' : 'border-border hover:border-text/50',
        )}
      >
        <Ruler aria-hidden="true" className="size-4" />
        {t('inMySize.toggle')}
      </button>
      {on && people.length > 1 ? (
        <div role="radiogroup" aria-label={t('inMySize.for')} className="flex flex-wrap items-center gap-2">
          <span
            aria-hidden="true"
            className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted"
          >
            {t('inMySize.for')}
          </span>
          {people.map((p) => {
            const value = fitForOf(p);
            const checked = value === fitFor;
            return (
              <label
                key={p.id}
                className={cn(
                  pill,
                  checked ? 'border-text bg-text text-background' : 'border-border hover:border-text/50',
                )}
              >
                <input
                  type="radio"
                  name="in-my-size-for"
                  value={value}
                  checked={checked}
                  onChange={() => onChange(value)}
                  className="sr-only"
                />
                {p.name}
              </label>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

/**
 * "In my size" for someone the shop cannot suggest a size for yet (no measurements, no sizes): the
 * way to the profile form instead of "No products found".
 */
export function AddMeasurements({ person }: { person: Person | undefined }) {
  const { t } = useTranslation(CATALOG);
  return (
    <div role="status" className="grid justify-items-center gap-3 py-24 text-center md:py-32">
      <span className="grid size-14 place-items-center rounded-full bg-surface-2 text-muted">
        <Ruler className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-2 font-display text-3xl md:text-4xl">
        {!person || person.isPrimary
          ? t('inMySize.suggestYours')
          : t('inMySize.suggestTheirs', { name: person.name })}
      </p>
      <p className="max-w-sm text-muted">{t('inMySize.body')}</p>
      <Link
        to={MEASUREMENTS_HREF}
        className="mt-4 inline-flex h-11 items-center rounded-[3px] border border-text/25 px-6 text-[0.72rem] font-medium uppercase tracking-[0.16em] hover:border-text/60"
      >
        {t('inMySize.add')}
      </Link>
    </div>
  );
}
