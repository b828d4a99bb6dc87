import { type ReactNode, useId } from 'react';
import type { ProfileFormErrors, ProfileFormValues } from '../profile-form';

export interface SectionProps {
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  onChange: (patch: Partial<ProfileFormValues>) => void;
}

/** One calm group of the Edit Profile form: a titled card. */
export function FormSection({
  title,
  lede,
  children,
}: {
  title: string;
  lede?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-[4px] border border-border bg-surface p-5 sm:p-7">
      <h3 id={id} className="text-2xl">
        {title}
      </h3>
      {lede ? <p className="mt-1 text-sm leading-relaxed text-muted">{lede}</p> : null}
      <div className="mt-6 grid gap-6">{children}</div>
    </section>
  );
}
