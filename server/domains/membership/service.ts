import type { Tier, TierId } from '../../../contracts/membership.ts';
import { TIER_IDS } from '../../../contracts/membership.ts';
import type { Db } from '../../db/client.ts';
import { paiseToPrice } from '../../lib/money.ts';
import * as repo from './repo.ts';

function isTierId(id: string): id is TierId {
  return (TIER_IDS as readonly string[]).includes(id);
}

/** Tier facts for every screen (DESIGN decision 1). Basic (a test tier) only when asked for. */
export async function listTiers(db: Db, opts: { includeSandbox: boolean }): Promise<Tier[]> {
  const rows = await repo.listTiers(db);
  return rows
    .filter((r) => isTierId(r.id) && (opts.includeSandbox || !r.sandboxOnly))
    .map((r) => ({
      id: r.id as TierId,
      name: r.name,
      price: paiseToPrice(r.pricePaise),
      annualFee: r.annualFeePaise === null ? null : paiseToPrice(r.annualFeePaise),
      validity: r.validity,
      purchasable: r.purchasable,
      invitationOnly: r.invitationOnly,
      sandboxOnly: r.sandboxOnly,
      tagline: r.tagline,
      benefits: r.benefits,
    }));
}
