import type { ReactNode } from 'react';
import {
  designProtectionPolicy,
  LegalDocument,
  type LegalDocumentContent,
  privacyPolicy,
  termsAndConditions,
} from '../../../components/legal';
import { Button } from '../../../components/ui/Button';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '../../../components/ui/Sheet';
import { cn } from '../../../lib/cn';
import { rich, useTranslation } from '../../../lib/i18n';
import { ONBOARDING } from '../i18n';

/** The three policies an applicant agrees to, each readable in place (inline dialogs). */
const POLICIES = {
  terms: termsAndConditions,
  privacy: privacyPolicy,
  design: designProtectionPolicy,
} as const satisfies Record<string, LegalDocumentContent>;

/** One policy in a Radix dialog: full screen on phones, a tall centred panel from `sm` up. */
export function PolicyDialog({
  children,
  document: doc,
}: {
  children?: ReactNode;
  document: LegalDocumentContent;
}) {
  const { t } = useTranslation(ONBOARDING);
  return (
    <Sheet>
      <SheetTrigger className="inline rounded-[2px] py-1 text-text underline decoration-gold/60 underline-offset-[3px] transition-colors hover:decoration-gold">
        {children}
      </SheetTrigger>
      <SheetContent
        side="center"
        title={doc.title}
        description={doc.summary}
        closeLabel={t('policies.closeNamed', { title: doc.title })}
        className={cn(
          'inset-0 h-dvh w-full max-w-none translate-x-0 translate-y-0 rounded-none border-0',
          'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:h-[min(88dvh,56rem)] sm:w-[calc(100%-3rem)] sm:max-w-2xl',
          'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-md sm:border',
        )}
      >
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-6 sm:px-8 sm:py-8">
          <LegalDocument document={doc} asDialog hideTitle />
        </div>
        <div className="flex justify-end border-t border-border px-5 py-3 sm:px-8">
          <SheetClose asChild>
            <Button variant="outline">{t('policies.close')}</Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** "By applying you agree to our Terms of Service, Privacy Policy and Design Protection Policy." */
export function PolicyAgreement({ className }: { className?: string }) {
  const { t } = useTranslation(ONBOARDING);
  const dialogs = Object.fromEntries(
    Object.entries(POLICIES).map(([name, doc]) => [name, <PolicyDialog key={name} document={doc} />]),
  );
  return (
    <p className={cn('text-center text-[0.8rem] leading-7 text-muted', className)}>
      {rich(t('policies.agree'), dialogs)}
    </p>
  );
}
