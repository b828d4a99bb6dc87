import {
  CARD_RULE_DEFAULTS,
  CARD_RULE_FIELDS,
  CARD_RULE_KEYS,
  type CardRuleKey,
  type CardRules,
  type CardRulesBody,
  type CardRuleView,
} from '../../../contracts/card-rules.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as repo from './repo.ts';

// The card's figures (monthly pick, member prices, size surcharge, early access, points, birthday,
// Dynamo Deal hours, Signature runs, EMI). Every other domain reads them here and only here: the rows
// staff wrote (Card rules in the back office) over the shop's defaults.

/**
 * How long this process trusts the figures it read. A change made here is seen by the very next request
 * (the write forgets them); one made by another process within this many milliseconds.
 */
export const RULES_FRESH_MS = 5_000;

const remembered = new WeakMap<object, { rules: CardRules; at: number; epoch: number }>();
/** Moves on every change made by this process: what was remembered before it is stale. */
let epoch = 0;

function merge(rows: repo.CardRuleRow[]): CardRules {
  const rules: CardRules = { ...CARD_RULE_DEFAULTS };
  const target = rules as Record<CardRuleKey, number | string>;
  for (const row of rows) {
    if (!(row.key in CARD_RULE_DEFAULTS)) continue;
    const key = row.key as CardRuleKey;
    const isText = typeof CARD_RULE_DEFAULTS[key] === 'string';
    if (isText && row.textValue !== null) target[key] = row.textValue;
    if (!isText && row.intValue !== null) target[key] = row.intValue;
  }
  return rules;
}

/** The figures in force now (remembered per database for RULES_FRESH_MS). */
export async function currentRules(db: DbOrTx): Promise<CardRules> {
  const now = performance.now();
  const hit = remembered.get(db);
  if (hit && hit.epoch === epoch && now - hit.at < RULES_FRESH_MS) return { ...hit.rules };
  const started = epoch;
  const rules = merge(await repo.allRows(db));
  // A read that began before a change may predate it: not remembered.
  if (started === epoch) remembered.set(db, { rules, at: now, epoch });
  return { ...rules };
}

/** Forget every remembered copy: this process just changed a figure. */
function forget() {
  epoch++;
}

/** What the audit trail records of a change (audit ranks beside card-rules: app.ts hands `record` in). */
export interface RuleChangeRecord {
  actor: { id: string | null; role: string };
  action: string;
  subject: { type: string; id: string };
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}
export type RecordChange = (tx: DbOrTx, entry: RuleChangeRecord, now?: Date) => Promise<void>;

/** Every figure with its label, unit, value, default and last change (the back office's Card rules). */
export async function rulesForStaff(db: DbOrTx): Promise<CardRuleView[]> {
  const rows = new Map((await repo.allRows(db)).map((r) => [r.key, r]));
  const rules = merge([...rows.values()]);
  return CARD_RULE_KEYS.map((key) => {
    const row = rows.get(key);
    return {
      key,
      label: CARD_RULE_FIELDS[key].label,
      unit: CARD_RULE_FIELDS[key].unit,
      value: rules[key],
      defaultValue: CARD_RULE_DEFAULTS[key],
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  });
}

/**
 * Staff change figures: each changed one is written and the change is in the audit trail, in one
 * transaction. The next priced request on this process reads the new figures.
 */
export async function updateRules(
  db: Db,
  input: CardRulesBody,
  staff: { id: string; role: string },
  record: RecordChange,
  now = new Date(),
): Promise<CardRuleView[]> {
  await db.transaction(async (tx) => {
    const before = merge(await repo.allRows(tx));
    const changed = CARD_RULE_KEYS.filter((k) => input[k] !== undefined && input[k] !== before[k]);
    if (changed.length === 0) return;
    for (const key of changed) {
      await repo.upsert(tx, { key, value: input[key]!, by: staff.id, at: now });
    }
    await record(
      tx,
      {
        actor: staff,
        action: 'card-rules.update',
        subject: { type: 'card-rules', id: changed.join(',') },
        summary: `Card rules: ${changed.map((k) => `${CARD_RULE_FIELDS[k].label} ${before[k]} to ${input[k]}`).join('; ')}`,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, input[k]])),
      },
      now,
    );
  });
  forget();
  return rulesForStaff(db);
}
