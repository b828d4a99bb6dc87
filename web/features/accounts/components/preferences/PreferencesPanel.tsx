import { useState } from 'react';
import { PREFERENCE_PROFILE_LIMIT } from '#contracts/preferences';
import { Button } from '../../../../components/ui/Button';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { usePreferenceProfiles } from '../../api/preference-profiles';
import { ACCOUNTS } from '../../i18n';
import { AddProfileDialog } from './AddProfileDialog';
import { type DetailsFormValues, sameValues, toFormValues } from './details-form';
import { ProfileEditor } from './ProfileEditor';
import { ProfilePicker } from './ProfilePicker';

/**
 * 'Style Preferences': the signed-in user's own profile ('Me', the primary)
 * and family or friend profiles, each with brands, measurements, sizes and shopping preferences.
 * The selection starts on the primary and returns there when the selected profile is deleted.
 */
export function PreferencesPanel() {
  const { t } = useTranslation(ACCOUNTS);
  const profiles = usePreferenceProfiles();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Record<string, DetailsFormValues>>({});
  const [adding, setAdding] = useState(false);

  const list = profiles.data ?? [];
  const primary = list.find((p) => p.isPrimary) ?? list[0];
  const selected = list.find((p) => p.id === selectedId) ?? primary;

  const setDraft = (id: string, draft: DetailsFormValues | undefined) =>
    setDrafts((prev) => {
      const { [id]: _old, ...rest } = prev;
      return draft ? { ...rest, [id]: draft } : rest;
    });

  return (
    <section aria-labelledby="style-preferences" className="grid gap-8">
      <header>
        <p className="eyebrow text-gold">{t('preferences.eyebrow')}</p>
        <h2 id="style-preferences" className="mt-1.5 text-3xl md:text-4xl">
          {t('preferences.title')}
        </h2>
        <p className="mt-2 max-w-prose text-sm text-muted">{t('preferences.intro')}</p>
      </header>

      {profiles.isPending ? (
        <div role="status" aria-label={t('preferences.loading')} className="grid gap-4">
          <div className="flex gap-2">
            <Skeleton className="h-11 w-20 rounded-full" />
            <Skeleton className="h-11 w-28 rounded-full" />
          </div>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : profiles.isError || !selected ? (
        <div role="alert" className="rounded-md border border-border bg-surface p-6">
          <p className="font-display text-2xl">{t('preferences.loadFailed')}</p>
          <p className="mt-2 text-sm text-muted">{errorMessage(profiles.error, t('preferences.tryLater'))}</p>
          <Button variant="outline" size="sm" className="mt-4 h-11" onClick={() => void profiles.refetch()}>
            {t('preferences.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <ProfilePicker
            profiles={list}
            selectedId={selected.id}
            unsavedIds={
              new Set(
                list
                  .filter((p) => drafts[p.id] && !sameValues(drafts[p.id]!, toFormValues(p.details)))
                  .map((p) => p.id),
              )
            }
            onSelect={setSelectedId}
            onAdd={() => setAdding(true)}
          />
          {list.length >= PREFERENCE_PROFILE_LIMIT ? (
            <p className="-mt-4 text-xs text-muted">
              {t('preferences.limit', { limit: PREFERENCE_PROFILE_LIMIT })}
            </p>
          ) : null}
          <ProfileEditor
            key={selected.id}
            profile={selected}
            draft={drafts[selected.id]}
            onDraftChange={(draft) => setDraft(selected.id, draft)}
            onDeleted={() => {
              setDraft(selected.id, undefined);
              setSelectedId(null);
            }}
          />
          <AddProfileDialog open={adding} onOpenChange={setAdding} onAdded={(p) => setSelectedId(p.id)} />
        </>
      )}
    </section>
  );
}
