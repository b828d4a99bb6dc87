import { registerPath } from '../../../lib/paths';

/** The two cards a visitor can apply for on /card2; Platinum is by invitation only. */
export const COMPARE_PLANS = ['premium', 'gold'] as const;
export type ComparePlan = (typeof COMPARE_PLANS)[number];

/** Static card previews (tier label, masked number, valid-thru date). */
export const SAMPLE_CARDS: Record<ComparePlan, { lastFour: string; validThru: string }> = {
  premium: { lastFour: '2020', validThru: '12/30' },
  gold: { lastFour: '8420', validThru: '12/30' },
};

/** Registration with the chosen card pre-selected: /auth?mode=register&plan=gold. */
export function applyPath(plan: ComparePlan): string {
  return `${registerPath()}&${new URLSearchParams({ plan })}`;
}
