import { UserPlus } from 'lucide-react';
import type { PreferenceProfile } from '#contracts/preferences';
import { Button } from '../../../../components/ui/Button';
import { cn } from '../../../../lib/cn';

interface ProfilePickerProps {
  profiles: PreferenceProfile[];
  selectedId: string;
  unsavedIds: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onAdd: () => void;
}

/** The profiles as chips (the primary 'Me' first), and the way to add a family member or friend. */
export function ProfilePicker({ profiles, selectedId, unsavedIds, onSelect, onAdd }: ProfilePickerProps) {
  return (
    <div className="grid gap-4 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">Whose preferences</legend>
        {profiles.map((p) => {
          const selected = p.id === selectedId;
          const label = p.isPrimary ? p.name : `${p.name} (${p.relationship})`;
          return (
            <button
              key={p.id}
              type="button"
              aria-pressed={selected}
              aria-label={unsavedIds.has(p.id) ? `${label}, unsaved changes` : label}
              onClick={() => onSelect(p.id)}
              className={cn(
                'inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border px-4 text-sm transition-colors',
                selected
                  ? 'border-accent bg-accent text-accent-foreground'
                  : 'border-border bg-surface text-text hover:border-text/40',
              )}
            >
              <span className="truncate font-medium">{p.name}</span>
              {p.isPrimary ? null : (
                <span className={cn('text-xs', selected ? 'text-accent-foreground/75' : 'text-muted')}>
                  {p.relationship}
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
        <UserPlus aria-hidden="true" /> Add Family Member
      </Button>
    </div>
  );
}
