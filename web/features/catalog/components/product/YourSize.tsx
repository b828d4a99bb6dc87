import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductFit, ProfileFit } from '#contracts/fit';
import { Button } from '../../../../components/ui/Button';
import { cn } from '../../../../lib/cn';
import { rich, useTranslation } from '../../../../lib/i18n';
import { profileTab } from '../../../../lib/paths';
import { CATALOG } from '../../i18n';
import { fitReason } from './fit-reason';

/** Where a member adds her own or her family's measurements (the profile's style preferences). */
export const MEASUREMENTS_HREF = profileTab('preferences');

/**
 * "Shopping for: Me / Amma / Meera": whose size the size picker suggests. One choice per person the
 * member keeps a profile for; hidden when she keeps only her own.
 */
function ShoppingFor({
  profiles,
  current,
  onChange,
}: {
  profiles: readonly ProfileFit[];
  current: string;
  onChange: (profileId: string) => void;
}) {
  const { t } = useTranslation(CATALOG);
  if (profiles.length < 2) return null;
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-2 text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
        {t('yourSize.shoppingFor')}
      </legend>
      {profiles.map((p) => (
        <label
          key={p.profileId}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center rounded-full border px-4 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            p.profileId === current
              ? 'border-text bg-text text-background'
              : 'border-border hover:border-text/50',
          )}
        >
          <input
            type="radio"
            name="shopping-for"
            value={p.profileId}
            checked={p.profileId === current}
            onChange={() => onChange(p.profileId)}
            className="sr-only"
          />
          {p.name}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * "Your size: M", with why (the server's words, in the language shown), for the person she is shopping for. The picker's choice is never made
 * silently: when the suggested size is the one chosen, it says so; when she chose another, it offers
 * the suggestion back. A size that cannot be had says so and offers the nearest that fits.
 */
export function YourSize({
  fit,
  profileId,
  onProfileChange,
  chosenSize,
  offered,
  onChoose,
}: {
  fit: ProductFit;
  profileId: string;
  onProfileChange: (profileId: string) => void;
  /** The size chosen in the picker (null: none). */
  chosenSize: string | null;
  /** The sizes the piece is made in. */
  offered: readonly string[];
  onChoose: (size: string) => void;
}) {
  const { t } = useTranslation(CATALOG);
  const person = fit.profiles.find((p) => p.profileId === profileId) ?? fit.profiles[0];
  if (!person) return null;
  const rec = person.recommendation;

  return (
    <section
      aria-label={t('yourSize.region')}
      className="grid gap-3 rounded-[4px] border border-border bg-surface p-4"
    >
      <ShoppingFor profiles={fit.profiles} current={person.profileId} onChange={onProfileChange} />
      {rec.size === null ? (
        <p className="text-sm">
          <span className="text-muted">
            {person.isPrimary
              ? t('yourSize.canSuggestYours')
              : t('yourSize.canSuggestTheirs', { name: person.name })}{' '}
          </span>
          <Link to={MEASUREMENTS_HREF} className="font-medium underline underline-offset-4">
            {fitReason(rec, t)}
          </Link>
        </p>
      ) : (
        <div className="grid gap-1.5" aria-live="polite">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Sparkles aria-hidden="true" className="size-4 text-gold" />
            <span className="font-medium">
              {person.isPrimary
                ? t('yourSize.yours', { size: rec.size })
                : t('yourSize.theirs', { name: person.name, size: rec.size })}
            </span>
            {rec.alternative ? (
              <span className="text-sm text-muted">{t('yourSize.or', { size: rec.alternative })}</span>
            ) : null}
            {chosenSize === rec.size ? (
              <span className="text-sm text-muted">{t('yourSize.chosenForYou')}</span>
            ) : person.available && offered.includes(rec.size) ? (
              <Button variant="link" onClick={() => onChoose(rec.size)}>
                {t('yourSize.choose', { size: rec.size })}
              </Button>
            ) : null}
          </p>
          <p className="text-sm text-text/80">{fitReason(rec, t)}</p>
          {rec.confidence === 'low' ? (
            <p className="text-xs text-muted">
              {rich(t('yourSize.rough'), {
                add: <Link to={MEASUREMENTS_HREF} className="underline underline-offset-4" />,
              })}
            </p>
          ) : null}
          {person.available === false ? (
            <p className="text-sm">
              <span className="text-danger">
                {offered.includes(rec.size)
                  ? t('yourSize.soldOut', { size: rec.size })
                  : t('yourSize.notMade', { size: rec.size })}
              </span>{' '}
              {person.nearest ? (
                <>
                  {t('yourSize.nearest', { size: person.nearest })}{' '}
                  {chosenSize === person.nearest ? (
                    <span className="text-muted">{t('yourSize.chosenBelow')}</span>
                  ) : (
                    <Button variant="link" onClick={() => onChoose(person.nearest!)}>
                      {t('yourSize.choose', { size: person.nearest })}
                    </Button>
                  )}
                </>
              ) : (
                <span className="text-muted">{t('yourSize.noneClose')}</span>
              )}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
