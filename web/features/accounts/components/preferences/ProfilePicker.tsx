import { UserPlus } from 'lucide-react';
import type { PreferenceProfile } from '#contracts/preferences';
import { Button } from '../../../../components/ui/Button';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { ACCOUNTS } from '../../i18n';

interface ProfilePickerProps {
  profiles: PreferenceProfile[];
  selectedId: string;
  unsavedIds: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onAdd: () => void;
}

/** The profiles as chips (the primary 'Me' first), and the way to add a family member or friend. */
export function ProfilePicker({ profiles, selectedId, unsavedIds, onSelect, onAdd }: ProfilePickerProps) {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <div className="grid gap-4 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">{t('preferences.picker.legend')}</legend>
        {profiles.map((p) => {
          const selected = p.id === selectedId;
          const name = p.isPrimary ? t('preferences.me') : p.name;
          const relationship = p.relationship ? t(`preferences.relationships.${p.relationship}`) : '';
          const label = p.isPrimary ? name : t('preferences.picker.withRelationship', { name, relationship });
          return (
            <button
              key={p.id}
              type="button"
              aria-pressed={selected}
              aria-label={unsavedIds.has(p.id) ? t('preferences.picker.unsaved', { label }) : label}
              onClick={() => onSelect(p.id)}
              className={cn(
                'inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border px-4 text-sm transition-colors',
                selected
                  ? 'border-accent bg-accent text-accent-foreground'
                  : 'border-border bg-surface text-text hover:border-text/40',
              )}
            >
              <span className="truncate font-medium">{name}</span>
              {p.isPrimary ? null : (
                <span className={cn('text-xs', selected ? 'text-accent-foreground/75' : 'text-muted')}>
                  {relationship}
                </span>
              )}
              {unsavedIds.has(p.id) ? (
                <span aria-hidden="true" className="size-1.5 rounded-full bg-gold" />
              ) : null}
            </button>
          );
        })}
      </fieldset>
      <Button variant="outline" size="sm" className="h-11" onClick={onAdd}>
        <UserPlus aria-hidden="true" /> {t('preferences.picker.add')}
      </Button>
    </div>
  );
}
