import { CARD_RULE_DEFAULTS, type CardRules } from '../../../contracts/card-rules.ts';
import type { DbOrTx } from '../../db/client.ts';

// The card's figures (monthly pick, member prices, size surcharge, early access, points, birthday,
// Dynamo Deal hours, Signature runs, EMI). Every other domain reads them here and only here.

/** The figures in force now. */
export async function currentRules(_db: DbOrTx): Promise<CardRules> {
  return { ...CARD_RULE_DEFAULTS };
}
