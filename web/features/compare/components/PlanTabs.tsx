import { type KeyboardEvent, useRef } from 'react';
import type { Tier } from '#contracts/membership';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { useTierWords } from '../../../lib/tiers';
import { COMPARE } from '../i18n';
import { COMPARE_PLANS, type ComparePlan } from '../lib/plans';
import { PlanPanel } from './PlanPanel';

const tabId = (plan: ComparePlan) => `plan-tab-${plan}`;
const panelId = (plan: ComparePlan) => `plan-panel-${plan}`;

/**
 * Premium / Gold tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop, arrow keys and
 * Home/End move between the tabs and show their panel.
 */
export function PlanTabs({
  value,
  onValueChange,
  tiers,
  status,
}: {
  value: ComparePlan;
  onValueChange: (plan: ComparePlan) => void;
  tiers: Tier[] | undefined;
  status: 'pending' | 'error' | 'success';
}) {
  const { t } = useTranslation(COMPARE);
  const { t: tier } = useTierWords();
  const tabs = useRef(new Map<ComparePlan, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = COMPARE_PLANS.indexOf(value);
    const n = COMPARE_PLANS.length;
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % n,
      ArrowLeft: (at - 1 + n) % n,
      Home: 0,
      End: n - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const plan = COMPARE_PLANS[to]!;
    onValueChange(plan);
    tabs.current.get(plan)?.focus();
  };

  return (
    <div>
      <div className="flex justify-center">
        <div
          role="tablist"
          aria-label={t('plans.tabs')}
          onKeyDown={onKeyDown}
          className="inline-grid grid-cols-2 gap-1 rounded-full border border-border bg-surface p-1"
        >
          {COMPARE_PLANS.map((plan) => {
            const selected = plan === value;
            return (
              <button
                key={plan}
                ref={(el) => {
                  if (el) tabs.current.set(plan, el);
                  else tabs.current.delete(plan);
                }}
                type="button"
                role="tab"
                id={tabId(plan)}
                aria-selected={selected}
                aria-controls={panelId(plan)}
                tabIndex={selected ? 0 : -1}
                onClick={() => onValueChange(plan)}
                className={cn(
                  'min-h-11 min-w-32 rounded-full px-6 text-[0.72rem] font-medium uppercase tracking-[0.18em] transition-colors duration-200 sm:min-w-40',
                  selected ? 'bg-accent text-accent-foreground shadow-sm' : 'text-muted hover:text-text',
                )}
              >
                {tier(`names.${plan}`)}
              </button>
            );
          })}
        </div>
      </div>

      {COMPARE_PLANS.map((plan) => (
        <div
          key={plan}
          role="tabpanel"
          id={panelId(plan)}
          aria-labelledby={tabId(plan)}
          hidden={plan !== value}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern puts the panel in the tab order
          tabIndex={0}
          className="mt-10 rounded-[6px] md:mt-12"
        >
          {plan === value ? (
            <PlanPanel plan={plan} tier={tiers?.find((t) => t.id === plan)} status={status} />
          ) : null}
        </div>
      ))}
    </div>
  );
}
