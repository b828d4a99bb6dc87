/**
 * Demo activity on the catalogue so the storefront shows real numbers: product specs (attributes),
 * a pool of demo shoppers (no password: they cannot sign in), their votes (vote_count equals the
 * vote rows) and their pre-orders (pre-order cart lines; pre_order_count equals their units).
 * Deterministic: its own seeded PRNG, so the catalogue's numbers do not move.
 */
import type { ProductStatus } from '../../contracts/catalog.ts';
import { ORDER_RULES } from '../../contracts/constants.ts';
import type { DbOrTx } from '../db/client.ts';
import { accounts, cartItems, productAttributes, productVotes, users } from '../db/schema/index.ts';
import { mulberry32 } from './random.ts';

export const DEMO_SHOPPERS = 150;
export const demoShopperEmail = (i: number) => `shopper-${String(i + 1).padStart(3, '0')}@roslis.test`;

type Rng = () => number;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** What a product looks like to the activity seed (after the catalogue rows are inserted). */
export interface SeededProduct {
  id: string;
  category: string;
  status: ProductStatus;
  limited: boolean;
  fabric: string;
  details: { label: string; value: string }[];
  voteCount: number;
  preOrderCount: number;
  /** size value -> variant id */
  sizes: Map<string, string>;
}

function composition(fabric: string): string {
  const f = fabric.toLowerCase();
  if (/blend/.test(f) && /linen/.test(f)) return '55% linen, 45% cotton';
  if (/silk cotton|cotton silk/.test(f)) return '60% cotton, 40% silk';
  if (/stretch|ponte|jersey/.test(f)) return '95% cotton, 5% elastane';
  if (/poly-viscose/.test(f)) return '65% polyester, 35% viscose';
  if (/wool/.test(f)) return '70% wool, 30% polyester';
  if (/tweed/.test(f)) return '80% wool, 20% cotton';
  if (/viscose/.test(f)) return '100% viscose';
  if (/zari/.test(f)) return /silk/.test(f) ? 'Silk with tested zari' : 'Cotton with tested zari';
  if (/silk/.test(f)) return '100% silk';
  if (/linen/.test(f)) return '100% linen';
  return '100% cotton';
}

function gsm(rng: Rng, fabric: string): number {
  const f = fabric.toLowerCase();
  const [lo, hi] = /georgette|chanderi|tissue|mulmul|voile|lawn/.test(f)
    ? [55, 90]
    : /wool|tweed|suiting|velvet|ponte/.test(f)
      ? [240, 330]
      : /silk|crepe|satin/.test(f)
        ? [80, 140]
        : /linen|twill|oxford|khadi|denim/.test(f)
          ? [150, 210]
          : [110, 170];
  return Math.round(int(rng, lo, hi) / 5) * 5;
}

/** Length at size M, by category (cm). */
const LENGTH_CM: Record<string, number> = {
  tops: 64,
  tunics: 96,
  shirts: 72,
  workwear: 70,
  dresses: 118,
  kurtas: 108,
  'co-ords': 66,
  trousers: 100,
};

export function specsFor(rng: Rng, p: Pick<SeededProduct, 'category' | 'fabric' | 'details' | 'limited'>) {
  const detail = (label: string) => p.details.find((d) => d.label === label)?.value ?? '';
  const specs = [
    { label: 'Material', value: composition(p.fabric) },
    { label: 'Fabric weight', value: `${gsm(rng, p.fabric)} gsm` },
    { label: 'Length', value: `${(LENGTH_CM[p.category] ?? 80) + int(rng, -3, 3)} cm (size M)` },
    { label: 'Lining', value: p.category === 'workwear' ? 'Fully lined in viscose' : 'Unlined' },
    { label: 'Made in', value: `${detail('Origin')}, India` },
    { label: 'Care', value: detail('Care') },
  ];
  if (p.limited) specs.push({ label: 'Numbered', value: 'Each piece carries its number in the run' });
  return specs;
}

/** Shoppers for the demo's votes and pre-orders: active Premium cards, no password. */
async function seedShoppers(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: DEMO_SHOPPERS }, (_, i) => ({
        email: demoShopperEmail(i),
        role: 'customer' as const,
        isVerified: true,
      })),
    )
    .returning({ id: users.id, email: users.email });
  rows.sort((a, b) => (a.email! < b.email! ? -1 : 1));
  await db
    .insert(accounts)
    .values(
      rows.map((r) => ({ userId: r.id, currentPlan: 'premium' as const, cardStatus: 'active' as const })),
    );
  return rows.map((r) => r.id);
}

/** Split `units` pre-ordered units into lines of 1 to 3 pieces, one line per shopper. */
export function preOrderLines(rng: Rng, units: number): number[] {
  const lines: number[] = [];
  let left = units;
  while (left > 0) {
    const q = Math.min(left, int(rng, 1, 3));
    lines.push(q);
    left -= q;
  }
  return lines;
}

export async function seedCatalogActivity(db: DbOrTx, seeded: SeededProduct[]) {
  const rng = mulberry32(0xac71_2024);
  const attributes: (typeof productAttributes.$inferInsert)[] = [];
  for (const p of seeded) {
    specsFor(rng, p).forEach((s, position) => {
      attributes.push({ productId: p.id, label: s.label, value: s.value, position });
    });
  }
  for (let i = 0; i < attributes.length; i += 2000) {
    await db.insert(productAttributes).values(attributes.slice(i, i + 2000));
  }

  const shoppers = await seedShoppers(db);
  const holdEnds = new Date(Date.now() + ORDER_RULES.cartHoldMinutes * 60_000);
  const votes: (typeof productVotes.$inferInsert)[] = [];
  const lines: (typeof cartItems.$inferInsert)[] = [];
  seeded.forEach((p, index) => {
    const offset = (index * 37) % shoppers.length;
    const shopper = (k: number) => shoppers[(offset + k) % shoppers.length]!;
    if (p.status === 'VOTE_TO_LAUNCH') {
      for (let k = 0; k < p.voteCount; k++) votes.push({ productId: p.id, userId: shopper(k) });
    }
    if (p.status === 'PRE_ORDER') {
      const sizes = ['S', 'M', 'L'].map((s) => p.sizes.get(s)!);
      preOrderLines(rng, p.preOrderCount).forEach((quantity, k) => {
        lines.push({
          userId: shopper(k),
          productId: p.id,
          variantId: sizes[k % sizes.length]!,
          quantity,
          isPreOrder: true,
          // Other shoppers' carts hold these units like any cart: for 30 minutes, then the job releases them.
          held: true,
          heldUntil: holdEnds,
        });
      });
    }
  });
  for (let i = 0; i < votes.length; i += 5000) await db.insert(productVotes).values(votes.slice(i, i + 5000));
  if (lines.length) await db.insert(cartItems).values(lines);
}
