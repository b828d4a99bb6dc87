import type { ProductStatus } from '../../contracts/catalog.ts';
import type { Storefront } from '../../contracts/common.ts';
import type { DbOrTx } from '../db/client.ts';
import { categories, productImages, products, productVariants } from '../db/schema/index.ts';
import { garmentUrl, type Pattern } from '../lib/garments/svg.ts';
import { seedCatalogActivity } from './catalog-activity.ts';
import { CATEGORIES, COLOUR_NAMES, type Colour, PALETTE, type Style } from './catalog-data.ts';
import { LIMITED } from './catalog-data-limited.ts';
import { STUDIO } from './catalog-data-studio.ts';
import { mulberry32 } from './random.ts';

/**
 * The demo catalogue: eight categories and six styles per category in each storefront (48 + 48).
 * In every category the first four styles are in stock, the fifth is a pre-order and the sixth is
 * put to the vote. Everything but the dates (relative to now) is the same on every machine: the
 * numbers come from a seeded PRNG, never Math.random.
 */

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', '6XL', '7XL', '8XL'] as const;
/** Limited-edition runs are 25 pieces per style (docs/decisions.md, Who may do what). */
export const LIMITED_EDITION_RUN = 25;
export const DEMO_PRODUCTS_PER_STOREFRONT = CATEGORIES.length * 6;

const DAY = 24 * 60 * 60 * 1000;
const STATUS_BY_POSITION: readonly ProductStatus[] = [
  'IN_STOCK',
  'IN_STOCK',
  'IN_STOCK',
  'IN_STOCK',
  'PRE_ORDER',
  'VOTE_TO_LAUNCH',
];
const VIEW_ALT = ['front view', 'back view', 'close-up of the fabric', 'flat lay'] as const;

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type Rng = ReturnType<typeof mulberry32>;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** Rupee prices that end in 99, in paise: STUDIO ₹1,299–₹4,999, LIMITED-EDITION ₹2,499–₹8,999. */
const PRICES: Record<Storefront, readonly number[]> = {
  STUDIO: [1299, 1499, 1699, 1899, 2199, 2499, 2799, 2999, 3299, 3499, 3999, 4499, 4999],
  'LIMITED-EDITION': [2499, 2999, 3499, 3999, 4499, 4999, 5499, 5999, 6499, 6999, 7499, 7999, 8499, 8999],
};
/** Where a price sits in its band, by category (blazers cost more than tops). */
const PRICE_BAND: Record<string, readonly [number, number]> = {
  tops: [0, 5],
  tunics: [1, 6],
  shirts: [2, 7],
  workwear: [6, 13],
  dresses: [4, 10],
  kurtas: [2, 8],
  'co-ords': [5, 12],
  trousers: [2, 8],
};

/** Care and origin follow the fabric: silks from Surat, prints from Jaipur, handloom from Ranni. */
function careFor(fabric: string): string {
  const f = fabric.toLowerCase();
  if (/silk|velvet|brocade|tweed|wool|zari|satin|tissue/.test(f)) return 'Dry clean only';
  if (/crepe|georgette|voile|mulmul|khadi|handloom|hand-painted|kalamkari|ajrakh|block/.test(f))
    return 'Gentle hand wash in cold water; dry in shade';
  return 'Machine wash cold on a gentle cycle; dry in shade';
}

function originFor(fabric: string): string {
  const f = fabric.toLowerCase();
  if (/block|ajrakh|kalamkari|hand-painted/.test(f)) return 'Jaipur';
  if (/handloom|kasavu|khadi|zari|ikat/.test(f)) return 'Ranni';
  if (/silk|satin|crepe|georgette|brocade|velvet|viscose|rayon|suiting|wool|tweed/.test(f)) return 'Surat';
  return 'Tirupur';
}

function priceFor(rng: Rng, storefront: Storefront, category: string): number {
  const [lo, hi] = PRICE_BAND[category] ?? [0, 6];
  const list = PRICES[storefront];
  return list[Math.min(list.length - 1, int(rng, lo, hi))]! * 100;
}

/** A compare-at price ending in 99 that makes the price a 20–45% discount. */
function compareAtFor(rng: Rng, pricePaise: number): number {
  const price = pricePaise / 100;
  let rupees = Math.round(price / (1 - (0.22 + rng() * 0.2)) / 100) * 100 - 1;
  while (1 - price / rupees < 0.2) rupees += 100;
  while (1 - price / rupees > 0.45) rupees -= 100;
  return rupees * 100;
}

/** Per-size stock: S, M and L always in stock; a few larger sizes sold out; limited runs ≤ 25. */
function sizeStock(rng: Rng, limited: boolean): number[] {
  if (!limited) {
    return SIZES.map((_, i) => (i >= 4 && rng() < 0.15 ? 0 : int(rng, i <= 3 ? 3 : 1, 12)));
  }
  let left = int(rng, 16, LIMITED_EDITION_RUN);
  return SIZES.map((_, i) => {
    const want = i <= 3 ? int(rng, 1, 4) : rng() < 0.35 ? 0 : int(rng, 1, 2);
    const n = Math.min(want, left);
    left -= n;
    return n;
  });
}

interface Planned {
  row: typeof products.$inferInsert;
  style: Style;
  silhouette: (typeof CATEGORIES)[number]['silhouette'];
  status: ProductStatus;
  limited: boolean;
  category: string;
}

export async function seedDemoCatalog(db: DbOrTx) {
  const rng = mulberry32(0x5e1a_2024);
  // A second stream for the pre-ordered units, so the catalogue's own numbers stay as they were.
  const held = mulberry32(0x9e0d_2024);
  const now = Date.now();

  // Migration 0021 already made the shop's categories (every database has them); a database from before
  // it gets them here, once.
  await db
    .insert(categories)
    .values(CATEGORIES.map((c, i) => ({ name: c.name, slug: c.slug, position: i + 1 })))
    .onConflictDoNothing({ target: categories.slug });
  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryId = new Map(cats.map((c) => [c.slug, c.id]));

  const plan: Planned[] = [];
  let preOrders = 0;
  for (const [storefront, styles] of [
    ['STUDIO', STUDIO],
    ['LIMITED-EDITION', LIMITED],
  ] as const) {
    const limited = storefront === 'LIMITED-EDITION';
    for (const category of CATEGORIES) {
      styles[category.slug].forEach((style, position) => {
        const [name, fabric, fit, , description] = style;
        const status = STATUS_BY_POSITION[position] ?? 'IN_STOCK';
        const pricePaise = priceFor(rng, storefront, category.slug);
        const discounted = status !== 'VOTE_TO_LAUNCH' && rng() < 0.4;
        const details = [
          { label: 'Fabric', value: fabric },
          { label: 'Fit', value: fit },
          { label: 'Care', value: careFor(fabric) },
          { label: 'Origin', value: originFor(fabric) },
          ...(limited ? [{ label: 'Edition', value: `${LIMITED_EDITION_RUN} pieces` }] : []),
        ];
        const row: typeof products.$inferInsert = {
          slug: slugify(name),
          name,
          description,
          pricePaise,
          compareAtPricePaise: discounted ? compareAtFor(rng, pricePaise) : null,
          status,
          categoryId: categoryId.get(category.slug)!,
          availableIn: storefront,
          // The first in-stock LIMITED-EDITION style of each category is from the Signature Line.
          isSignature: limited && position === 0,
          details,
        };
        // Ratings come only from members' reviews of what they received (no invented figures).
        if (status === 'PRE_ORDER') {
          row.preOrderLimit = limited ? LIMITED_EDITION_RUN : int(rng, 5, 24) * 5;
          // Most windows close in 5–30 days; every fourth closes within 2–3 days.
          const days = preOrders++ % 4 === 0 ? 2 + rng() : 5 + rng() * 25;
          row.preOrderEndDate = new Date(now + Math.round(days * DAY));
          // 30-80% of the run already pre-ordered (the activity seed creates the pre-orders).
          row.preOrderCount = Math.round(row.preOrderLimit * (0.3 + held() * 0.5));
        } else if (status === 'VOTE_TO_LAUNCH') {
          row.voteThreshold = pick(rng, [100, 100, 100, 150, 200]);
          row.voteCount = int(rng, 5, 140);
          if (row.voteCount >= row.voteThreshold) row.readyToLaunchAt = new Date(now);
        }
        plan.push({ row, style, silhouette: category.silhouette, status, limited, category: category.slug });
      });
    }
  }

  // Distinct creation times spread over the last 90 days, in a shuffled (but fixed) order.
  const order = plan.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = int(rng, 0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const step = (90 * DAY) / plan.length;
  order.forEach((slot, i) => {
    const createdAt = new Date(now - Math.round((slot + 0.2 + rng() * 0.6) * step));
    plan[i]!.row.createdAt = createdAt;
    plan[i]!.row.updatedAt = createdAt;
  });

  const inserted = await db
    .insert(products)
    .values(plan.map((p) => p.row))
    .returning({ id: products.id, slug: products.slug });
  const productId = new Map(inserted.map((p) => [p.slug, p.id]));

  const images: (typeof productImages.$inferInsert)[] = [];
  const variants: (typeof productVariants.$inferInsert)[] = [];
  plan.forEach((p, index) => {
    const id = productId.get(p.row.slug)!;
    const [name, , , look] = p.style;
    const [colour, accent, pattern] = look.split(' ') as [Colour, Colour, Pattern];
    const color = PALETTE[colour];

    // Front first, then two or three of back, close-up and flat lay.
    const extra = [1, 2, 3].filter(() => rng() < 0.7);
    const views = [0, ...(extra.length ? extra : [2])];
    views.forEach((view, position) => {
      images.push({
        productId: id,
        imageUrl: garmentUrl({ silhouette: p.silhouette, pattern, color, accent: PALETTE[accent], view }),
        alt: `${name}, ${VIEW_ALT[view]}`,
        isPrimary: view === 0,
        position,
        width: 900,
        height: 1200,
      });
    });

    const forSale = p.status !== 'VOTE_TO_LAUNCH';
    const stock = forSale ? sizeStock(rng, p.limited) : SIZES.map(() => 0);
    SIZES.forEach((value, position) => {
      variants.push({ productId: id, name: 'size', value, stock: stock[position]!, position });
    });

    // A few in-stock studio styles also come in other colours (limited runs stay at 25 pieces).
    if (p.status === 'IN_STOCK' && !p.limited && index % 5 === 1) {
      const others = (Object.keys(PALETTE) as Colour[]).filter((c) => c !== colour && c !== accent);
      const choices = [colour, pick(rng, others)];
      if (index % 2 === 0)
        choices.push(
          pick(
            rng,
            others.filter((c) => c !== choices[1]),
          ),
        );
      choices.forEach((c, position) => {
        variants.push({
          productId: id,
          name: 'color',
          value: COLOUR_NAMES[c],
          stock: int(rng, 2, 12),
          position,
        });
      });
    }
  });

  await db.insert(productImages).values(images);
  // Keep each statement well under PostgreSQL's 65,535 bind parameters.
  const sizeIds = new Map<string, Map<string, string>>();
  for (let i = 0; i < variants.length; i += 2000) {
    const rows = await db
      .insert(productVariants)
      .values(variants.slice(i, i + 2000))
      .returning({
        id: productVariants.id,
        productId: productVariants.productId,
        name: productVariants.name,
        value: productVariants.value,
      });
    for (const v of rows) {
      if (v.name !== 'size') continue;
      if (!sizeIds.has(v.productId)) sizeIds.set(v.productId, new Map());
      sizeIds.get(v.productId)!.set(v.value, v.id);
    }
  }

  await seedCatalogActivity(
    db,
    plan.map((p) => {
      const id = productId.get(p.row.slug)!;
      return {
        id,
        category: p.category,
        status: p.status,
        limited: p.limited,
        fabric: p.style[1],
        details: p.row.details ?? [],
        voteCount: p.row.voteCount ?? 0,
        preOrderCount: p.row.preOrderCount ?? 0,
        sizes: sizeIds.get(id) ?? new Map(),
      };
    }),
  );
}
