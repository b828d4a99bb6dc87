/** The benchmark's synthetic catalogue, made by SQL in a few statements (bench/catalog.ts loads it). */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../server/db/client.ts';

const ADJECTIVES = [
  'Monsoon',
  'Coastal',
  'Heritage',
  'Festive',
  'Everyday',
  'Evening',
  'Temple',
  'Garden',
  'Lagoon',
  'Spice',
  'Harbour',
  'Backwater',
  'Sunlit',
  'Rain',
  'Market',
  'Weekend',
  'Studio',
  'Classic',
  'Palm',
  'Cardamom',
];
const FABRICS = [
  'Cotton',
  'Linen',
  'Silk',
  'Khadi',
  'Mulmul',
  'Voile',
  'Chanderi',
  'Ikat',
  'Ajrakh',
  'Kalamkari',
  'Chambray',
  'Poplin',
  'Crepe',
  'Georgette',
  'Tweed',
  'Jersey',
  'Satin',
  'Dobby',
  'Tussar',
  'Organza',
];
const GARMENTS = [
  'Tunic',
  'Shirt',
  'Kurta',
  'Dress',
  'Top',
  'Blazer',
  'Trousers',
  'Co-ord',
  'Jacket',
  'Skirt',
  'Waistcoat',
  'Kaftan',
  'Cape',
  'Jumpsuit',
  'Gilet',
];
const arr = (words: string[]) => sql.raw(`(array[${words.map((w) => `'${w}'`).join(',')}])`);

/**
 * `products` products in 20 categories, half per storefront, every status; 2 images and 4 sizes each.
 * One transaction, with the catalogue-version triggers off. Those triggers (migration 0010) are
 * deferred constraint triggers FOR EACH ROW: at commit they run once for every inserted row (700,000
 * at 100,000 products), although only the first bumps the version. That made this seed 23.8 s instead
 * of 16.9 s on PostgreSQL and 31.6 s instead of 17.6 s on PGlite (2026-11-25, 100,000 products).
 * `session_replication_role = replica` (superuser; `set local`: this transaction only) skips them, and
 * the foreign-key checks with them (these rows are consistent by construction); the version is bumped
 * once at the end, as the triggers would have done.
 */
export async function seed(db: Db, products: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await insertCatalogue(tx, products);
    await tx.execute(sql`update catalog_version set version = version + 1, changed_at = now() where id = 1`);
  });
  // What autovacuum would have done long ago on a shop's database: hint bits and the visibility map
  // set, statistics fresh. Without it the first minute of load pays for that (and on PostgreSQL an
  // autovacuum worker starts on these 700,000 new rows in the middle of a measured row).
  await db.execute(sql`vacuum analyze`);
}

async function insertCatalogue(db: DbOrTx, products: number) {
  await db.execute(sql`insert into categories (name, slug, position)
    select 'Bench category ' || g, 'bench-' || g, g from generate_series(1, 20) g`);
  // Every 97th name carries "Kasavu" (about 1%): the search term.
  await db.execute(sql`insert into products (slug, name, description, price_paise, status, category_id,
      available_in, pre_order_limit, pre_order_end_date, created_at, updated_at)
    select 'bench-' || g,
      ${arr(ADJECTIVES)}[1 + (g * 7) % 20] || ' ' ||
        case when g % 97 = 0 then 'Kasavu ' else '' end ||
        ${arr(FABRICS)}[1 + (g * 13) % 20] || ' ' || ${arr(GARMENTS)}[1 + (g * 3) % 15] || ' ' || g,
      'A bench product.',
      129900 + (g % 40) * 10000,
      (array['IN_STOCK','IN_STOCK','IN_STOCK','PRE_ORDER','VOTE_TO_LAUNCH'])[1 + (g / 20) % 5]::product_status,
      c.id,
      (case when (g / 100) % 2 = 0 then 'STUDIO' else 'LIMITED-EDITION' end)::storefront,
      case when (g / 20) % 5 = 3 then 25 end,
      case when (g / 20) % 5 = 3 then now() + interval '20 days' end,
      now() - g * interval '37.25 seconds',
      now()
    from generate_series(1, ${products}) g
    join (select id, row_number() over (order by position) as rn from categories) c on c.rn = 1 + g % 20`);
  await db.execute(sql`insert into product_images (product_id, image_url, alt, is_primary, position)
    select p.id, '/media/garments/top-plain-8a5a44-f4e1c1-' || v || '.svg', p.name, v = 0, v
    from products p cross join generate_series(0, 1) v`);
  await db.execute(sql`insert into product_variants (product_id, name, value, stock, position)
    select p.id, 'size', s.v, (length(p.slug) + s.i) % 9, s.i
    from products p cross join (values ('S', 0), ('M', 1), ('L', 2), ('XL', 3)) s(v, i)`);
}

/** Words of the seeded names (each in about 5% of them; Kasavu in about 1%): what the bench searches for. */
export const NAME_WORDS = ['Kasavu', ...ADJECTIVES, ...FABRICS, ...GARMENTS];
