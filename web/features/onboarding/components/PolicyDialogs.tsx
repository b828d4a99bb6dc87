import { Fragment } from 'react';
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

/** The three policies an applicant agrees to, each readable in place (inline dialogs). */
const POLICIES: readonly { label: string; document: LegalDocumentContent }[] = [
  { label: 'Terms of Service', document: termsAndConditions },
  { label: 'Privacy Policy', document: privacyPolicy },
  { label: 'Design Protection Policy', document: designProtectionPolicy },
];

/** One policy in a Radix dialog: full screen on phones, a tall centred panel from `sm` up. */
export function PolicyDialog({ label, document: doc }: { label: string; document: LegalDocumentContent }) {
  return (
    <Sheet>
      <SheetTrigger className="inline rounded-[2px] py-1 text-text underline decoration-gold/60 underline-offset-[3px] transition-colors hover:decoration-gold">
        {label}
      </SheetTrigger>
      <SheetContent
        side="center"
        title={doc.title}
        description={doc.summary}
        closeLabel={`Close ${doc.title}`}
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
            <Button variant="outline">Close</Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** "By applying you agree to our Terms of Service, Privacy Policy and Design Protection Policy." */
export function PolicyAgreement({ className }: { className?: string }) {
  return (
    <p className={cn('text-center text-[0.8rem] leading-7 text-muted', className)}>
      By applying you agree to our{' '}
      {POLICIES.map((policy, i) => (
        <Fragment key={policy.document.id}>
          <PolicyDialog label={policy.label} document={policy.document} />
          {i === 0 ? ', ' : i === 1 ? ' and ' : '.'}
        </Fragment>
      ))}
    </p>
  );
}
