import { type FormEvent, useState } from 'react';
import {
  PROFILE_NAME_MAX,
  type PreferenceProfile,
  RELATIONSHIPS,
  type Relationship,
} from '#contracts/preferences';
import { Button } from '../../../../components/ui/Button';
import { FieldShell, SelectField } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { Sheet, SheetClose, SheetContent } from '../../../../components/ui/Sheet';
import { errorBody, errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useCreatePreferenceProfile } from '../../api/preference-profiles';
import { asOptions } from './fields';

interface AddProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (profile: PreferenceProfile) => void;
}

/** 'Add Family Member or Friend': a name and a relationship (spec 2 sections 2 and 5). */
export function AddProfileDialog({ open, onOpenChange, onAdded }: AddProfileDialogProps) {
  const create = useCreatePreferenceProfile();
  const [name, setName] = useState('');
  const [relationship, setRelationship] = useState<Relationship | ''>('');
  const [errors, setErrors] = useState<{ name?: string; relationship?: string; form?: string }>({});
  const ready = name.trim() !== '' && relationship !== '' && !create.isPending;

  const reset = () => {
    setName('');
    setRelationship('');
    setErrors({});
    create.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    create.mutate(
      { name: name.trim(), relationship },
      {
        onSuccess: (profile) => {
          toast({
            title: 'Profile Added',
            description: `${profile.name}'s preferences have been added successfully.`,
            variant: 'success',
          });
          reset();
          onOpenChange(false);
          onAdded(profile);
        },
        onError: (error) => {
          const fields = errorBody(error)?.fieldErrors;
          setErrors({
            name: fields?.name?.[0],
            relationship: fields?.relationship?.[0],
            form: fields?.name || fields?.relationship ? undefined : errorMessage(error),
          });
        },
      },
    );
  };

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <SheetContent
        side="center"
        title="Add Family Member or Friend"
        description="Keep their sizes and style with yours, so you can shop for them too."
        closeLabel="Close add family member dialog"
      >
        <form onSubmit={submit} noValidate className="grid gap-5 px-5 py-6 sm:px-6">
          <FieldShell label="Name" error={errors.name}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                value={name}
                maxLength={PROFILE_NAME_MAX}
                autoComplete="off"
                placeholder="e.g. Meera"
                onChange={(e) => {
                  setName(e.target.value);
                  setErrors((prev) => ({ ...prev, name: undefined, form: undefined }));
                }}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            )}
          </FieldShell>
          <SelectField
            label="Relationship"
            value={relationship}
            onValueChange={(v) => {
              setRelationship(v);
              setErrors((prev) => ({ ...prev, relationship: undefined, form: undefined }));
            }}
            options={asOptions(RELATIONSHIPS)}
            placeholder="Choose a relationship"
            error={errors.relationship}
          />
          {errors.form ? (
            <p role="alert" className="text-sm text-danger">
              {errors.form}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <SheetClose asChild>
              <Button variant="outline">Cancel</Button>
            </SheetClose>
            <Button type="submit" disabled={!ready}>
              {create.isPending ? 'Adding…' : 'Add Profile'}
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
