import { type KeyboardEvent, useRef } from 'react';
import type { Tier, TierId } from '#contracts/membership';
import { chosenPlan, isSelectable } from '../lib/card-tiers';
import { TierOption } from './TierOption';

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * The card chooser as an ARIA radio group: one tab stop (the chosen card), arrow keys move between
 * the cards that can be chosen and skip the ones that cannot (Platinum: aria-disabled, by invitation).
 */
export function TierChooser({
  tiers,
  value,
  onChange,
  labelledBy,
}: {
  tiers: readonly Tier[];
  value: TierId;
  onChange: (id: TierId) => void;
  labelledBy: string;
}) {
  const refs = useRef(new Map<TierId, HTMLDivElement>());
  const choices = tiers.filter(isSelectable);
  const current = chosenPlan(tiers, value);

  const choose = (id: TierId, focus: boolean) => {
    onChange(id);
    if (focus) refs.current.get(id)?.focus();
  };

  const onKeyDown = (tier: Tier) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (!choices.length) return;
    const index = Math.max(
      0,
      choices.findIndex((t) => t.id === tier.id),
    );
    let next: Tier | undefined;
    if (NEXT_KEYS.has(event.key)) next = choices[(index + 1) % choices.length];
    else if (PREVIOUS_KEYS.has(event.key)) next = choices[(index - 1 + choices.length) % choices.length];
    else if (event.key === 'Home') next = choices[0];
    else if (event.key === 'End') next = choices.at(-1);
    else if (event.key === ' ' || event.key === 'Enter') {
      if (isSelectable(tier)) next = tier;
      else return;
    } else return;
    event.preventDefault();
    if (next) choose(next.id, true);
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-4 lg:grid-cols-3 lg:gap-5">
      {tiers.map((tier) => {
        const selectable = isSelectable(tier);
        return (
          <TierOption
            key={tier.id}
            ref={(el) => {
              if (el) refs.current.set(tier.id, el);
              else refs.current.delete(tier.id);
            }}
            tier={tier}
            checked={selectable && tier.id === current}
            disabled={!selectable}
            tabbable={tier.id === current}
            onSelect={() => choose(tier.id, true)}
            onKeyDown={onKeyDown(tier)}
          />
        );
      })}
    </div>
  );
}
