import { Check } from 'lucide-react';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, PASSWORD_SPECIALS } from '#contracts/passwords';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { ONBOARDING } from '../i18n';

/** 'full': every server rule; 'minimal': the length and the match only. */
export type PasswordRuleSet = 'full' | 'minimal';

/** A line of the checklist: its words are the catalogue's `checklist.rules.<id>`. */
export interface ChecklistItem {
  id: string;
  met: boolean;
}

/** The checklist's lines for a password and its confirmation. */
export function passwordChecklist(
  password: string,
  confirm: string,
  rules: PasswordRuleSet,
): ChecklistItem[] {
  const ruleItems =
    rules === 'full'
      ? PASSWORD_RULES.map((rule) => ({ id: rule.id, met: rule.test(password) }))
      : [{ id: 'length', met: password.length >= PASSWORD_MIN_LENGTH }];
  return [...ruleItems, { id: 'match', met: confirm.length > 0 && confirm === password }];
}

/** True when every line of the checklist is met. */
export function passwordChecklistMet(password: string, confirm: string, rules: PasswordRuleSet): boolean {
  return passwordChecklist(password, confirm, rules).every((item) => item.met);
}

/** A live list of password requirements, ticked as they are met. */
export function PasswordChecklist({
  password,
  confirm,
  rules = 'full',
  id,
  className,
}: {
  password: string;
  confirm: string;
  rules?: PasswordRuleSet;
  id?: string;
  className?: string;
}) {
  const { t } = useTranslation(ONBOARDING);
  const items = passwordChecklist(password, confirm, rules);
  return (
    <ul id={id} aria-label={t('checklist.label')} className={cn('grid gap-2 text-sm', className)}>
      {items.map((item) => (
        <li
          key={item.id}
          data-met={item.met}
          className={cn('flex items-start gap-2.5 transition-colors', item.met ? 'text-text' : 'text-muted')}
        >
          <span
            aria-hidden="true"
            className={cn(
              'mt-0.5 inline-grid size-4.5 shrink-0 place-items-center rounded-full border transition-colors',
              item.met ? 'border-gold bg-gold text-gold-foreground' : 'border-text/25',
            )}
          >
            {item.met ? <Check className="size-3" strokeWidth={3} /> : null}
          </span>
          <span>
            <span className="sr-only">{item.met ? t('checklist.done') : t('checklist.notYet')} </span>
            {t(`checklist.rules.${item.id as 'length'}`, {
              count: PASSWORD_MIN_LENGTH,
              specials: PASSWORD_SPECIALS,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
