import { CreditCard, PhoneCall, SearchCheck } from 'lucide-react';
import { cn } from '../../lib/cn';

/** What happens after an application is in: review, a possible check, activation on approval. */
export const APPLICATION_NEXT_STEPS = [
  {
    icon: SearchCheck,
    title: 'Application review',
    text: 'Our team reviews every application personally, within 3-5 business days.',
  },
  {
    icon: PhoneCall,
    title: 'A quick verification',
    text: 'We may reach out by a call or an e-mail to confirm a few details.',
  },
  {
    icon: CreditCard,
    title: 'Card activation',
    text: 'Once you are approved, your card is activated and the members’ collections open to you.',
  },
] as const;

/** The three next steps of an application, as the welcome page and a waiting applicant's dashboard show them. */
export function ApplicationNextSteps({ className }: { className?: string }) {
  return (
    <ol className={cn('grid gap-6 text-left', className)}>
      {APPLICATION_NEXT_STEPS.map(({ icon: Icon, title, text }, i) => (
        <li key={title} className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-full border border-gold/40 text-gold">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-sans text-sm font-semibold tracking-normal">
              <span className="sr-only">Step {i + 1}: </span>
              {title}
            </h2>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
