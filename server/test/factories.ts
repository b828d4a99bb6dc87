import { randomBytes } from 'node:crypto';
import type { Role } from '../../contracts/auth.ts';
import type { ProductStatus } from '../../contracts/catalog.ts';
import type { Storefront } from '../../contracts/common.ts';
import type { CardStatus, Plan } from '../../contracts/membership.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  accounts,
  advisorCodes,
  categories,
  productImages,
  products,
  productVariants,
  profiles,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

const unique = () => randomBytes(4).toString('hex');

export const TEST_PASSWORD = 'Test@12345';
let cachedHash: Promise<string> | undefined;

export async function createUser(
  db: DbOrTx,
  opts: {
    email?: string;
    role?: Role;
    plan?: Plan;
    cardStatus?: CardStatus;
    firstName?: string | null;
    lastName?: string | null;
    password?: string;
  } = {},
) {
  const email = opts.email ?? `user-${unique()}@example.test`;
  if (!opts.password && !cachedHash) cachedHash = hashPassword(TEST_PASSWORD);
  const passwordHash = opts.password ? await hashPassword(opts.password) : await cachedHash!;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash, role: opts.role ?? 'customer', isVerified: true })
    .returning();
  await db
    .insert(accounts)
    .values({ userId: user!.id, currentPlan: opts.plan ?? 'none', cardStatus: opts.cardStatus ?? 'none' });
  if (opts.firstName !== null) {
    await db
      .insert(profiles)
      .values({ userId: user!.id, firstName: opts.firstName ?? 'Test', lastName: opts.lastName ?? 'User' });
  }
  return { id: user!.id, email, password: opts.password ?? TEST_PASSWORD };
}

export async function createCategory(db: DbOrTx, name = `Category ${unique()}`) {
  const [row] = await db
    .insert(categories)
    .values({ name, slug: name.toLowerCase().replace(/\W+/g, '-') })
    .returning();
  return row!;
}

export async function createProduct(
  db: DbOrTx,
  opts: {
    categoryId: string;
    name?: string;
    status?: ProductStatus;
    availableIn?: Storefront;
    pricePaise?: number;
    compareAtPricePaise?: number | null;
    sizes?: { value: string; stock: number }[];
    createdAt?: Date;
  },
) {
  const name = opts.name ?? `Product ${unique()}`;
  const [product] = await db
    .insert(products)
    .values({
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${unique()}`,
      name,
      description: `${name}, made in Kerala.`,
      pricePaise: opts.pricePaise ?? 149900,
      compareAtPricePaise: opts.compareAtPricePaise ?? null,
      status: opts.status ?? 'IN_STOCK',
      categoryId: opts.categoryId,
      availableIn: opts.availableIn ?? 'STUDIO',
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  await db.insert(productImages).values([
    {
      productId: product!.id,
      imageUrl: '/media/garments/top-plain-8a5a44-f4e1c1-0.svg',
      isPrimary: true,
      position: 0,
    },
    {
      productId: product!.id,
      imageUrl: '/media/garments/top-plain-8a5a44-f4e1c1-1.svg',
      isPrimary: false,
      position: 1,
    },
  ]);
  const variants = opts.sizes?.length
    ? await db
        .insert(productVariants)
        .values(
          opts.sizes.map((s, i) => ({
            productId: product!.id,
            name: 'size' as const,
            value: s.value,
            stock: s.stock,
            position: i,
          })),
        )
        .returning()
    : [];
  return { ...product!, variants };
}

/** A fashion-advisor code (upper-case), active unless told otherwise. */
export async function createAdvisor(
  db: DbOrTx,
  opts: { code?: string; name?: string; email?: string; commissionRate?: string; isActive?: boolean } = {},
) {
  const [row] = await db
    .insert(advisorCodes)
    .values({
      code: (opts.code ?? `FA${unique()}`).toUpperCase(),
      name: opts.name ?? 'Test Advisor',
      email: opts.email ?? `advisor-${unique()}@example.test`,
      commissionRate: opts.commissionRate ?? '10.00',
      isActive: opts.isActive ?? true,
    })
    .returning();
  return row!;
}
