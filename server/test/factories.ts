import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '../../contracts/auth.ts';
import type { ProductStatus } from '../../contracts/catalog.ts';
import type { Storefront } from '../../contracts/common.ts';
import { APPAREL_GST, type OrderStatus } from '../../contracts/constants.ts';
import type { CardStatus, Plan } from '../../contracts/membership.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  accounts,
  advisorCodes,
  advisorCommissions,
  advisorReferrals,
  applications,
  categories,
  orderEvents,
  orderLines,
  orders,
  payments,
  productAttributes,
  productImages,
  products,
  productVariants,
  profiles,
  sessions,
  users,
} from '../db/schema/index.ts';
import { newToken, sha256 } from '../lib/crypto.ts';
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

/** A category by name; one of the shop's own (made by the migrations, e.g. 'Tops') is reused, not doubled. */
export async function createCategory(db: DbOrTx, name = `Category ${unique()}`) {
  const [row] = await db
    .insert(categories)
    .values({ name, slug: name.toLowerCase().replace(/\W+/g, '-') })
    .onConflictDoUpdate({ target: categories.slug, set: { name } })
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
    preOrderLimit?: number | null;
    preOrderEndDate?: Date | null;
    voteThreshold?: number;
    voteCount?: number;
    /** A Signature Line piece. */
    signature?: boolean;
    /** Specs tab rows (product attributes), in order. */
    specs?: { label: string; value: string }[];
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
      preOrderLimit: opts.preOrderLimit ?? null,
      preOrderEndDate: opts.preOrderEndDate ?? null,
      ...(opts.voteThreshold ? { voteThreshold: opts.voteThreshold } : {}),
      ...(opts.voteCount ? { voteCount: opts.voteCount } : {}),
      ...(opts.signature ? { isSignature: true } : {}),
    })
    .returning();
  if (opts.specs?.length) {
    await db
      .insert(productAttributes)
      .values(opts.specs.map((s, position) => ({ productId: product!.id, ...s, position })));
  }
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

/**
 * A registration through an advisor's code, as the joining flow leaves it: the joining-fee payment (paid
 * at `paidAt`, or refunded when the application was rejected), the application and the advisor's referral
 * of that time. 'approved' is a conversion (commission earned), 'rejected' a refunded fee (commission void).
 */
export async function createRegistration(
  db: DbOrTx,
  advisorCodeId: string,
  opts: { amountPaise?: number; paidAt?: Date; status?: 'pending_review' | 'approved' | 'rejected' } = {},
) {
  const amountPaise = opts.amountPaise ?? 500_000;
  const paidAt = opts.paidAt ?? new Date();
  const status = opts.status ?? 'pending_review';
  const user = await createUser(db, {
    plan: status === 'approved' ? 'premium' : 'none',
    cardStatus: status === 'approved' ? 'active' : 'none',
  });
  const orderId = `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  await db.insert(payments).values({
    id: orderId,
    provider: 'sandbox',
    purpose: 'joining_fee',
    reference: randomUUID(),
    userId: user.id,
    amountPaise,
    status: status === 'rejected' ? 'refunded' : 'paid',
    paymentId: `pay_${unique()}${unique()}`,
    paidAt,
    refundedAt: status === 'rejected' ? paidAt : null,
    createdAt: paidAt,
  });
  const [application] = await db
    .insert(applications)
    .values({
      userId: user.id,
      orderId,
      plan: 'premium',
      amountPaise,
      advisorCodeId,
      status,
      createdAt: paidAt,
    })
    .returning();
  const [referral] = await db
    .insert(advisorReferrals)
    .values({
      advisorCodeId,
      applicationId: application!.id,
      userId: user.id,
      amountPaise,
      status: status === 'approved' ? 'earned' : status === 'rejected' ? 'void' : 'pending',
      createdAt: paidAt,
    })
    .returning({ id: advisorReferrals.id });
  await db.insert(advisorCommissions).values({
    advisorCodeId,
    referralId: referral!.id,
    userId: user.id,
    paymentId: orderId,
    kind: 'joining_fee',
    amountPaise,
    commissionRate: '10.00',
    commissionPaise: amountPaise / 10,
    status: status === 'approved' ? 'payable' : status === 'rejected' ? 'reversed' : 'pending',
    reversedAt: status === 'rejected' ? paidAt : null,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  return { userId: user.id, applicationId: application!.id, orderId };
}

/** A payment of `userId` for another purpose (an upgrade...), paid at `paidAt` unless refunded. */
export async function createPaidPayment(
  db: DbOrTx,
  userId: string,
  opts: { purpose?: 'upgrade' | 'order' | 'renewal'; amountPaise: number; paidAt?: Date; refunded?: boolean },
) {
  const paidAt = opts.paidAt ?? new Date();
  await db.insert(payments).values({
    id: `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
    provider: 'sandbox',
    purpose: opts.purpose ?? 'upgrade',
    reference: randomUUID(),
    userId,
    amountPaise: opts.amountPaise,
    status: opts.refunded ? 'refunded' : 'paid',
    paymentId: `pay_${unique()}${unique()}`,
    paidAt,
    refundedAt: opts.refunded ? paidAt : null,
    createdAt: paidAt,
  });
}

/**
 * Many signed-in customers at once: one bulk insert each for users, accounts and sessions (no
 * password hashing, no logins). Returns each user's id and Bearer headers.
 */
export async function createSignedInUsers(
  db: DbOrTx,
  count: number,
  opts: { plan?: Plan; cardStatus?: CardStatus } = {},
) {
  const tag = unique();
  const created: { id: string; headers: Record<string, string> }[] = [];
  for (let start = 0; start < count; start += 2000) {
    const n = Math.min(2000, count - start);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          email: `bulk-${tag}-${start + i}@example.test`,
          role: 'customer' as const,
          isVerified: true,
        })),
      )
      .returning({ id: users.id });
    await db.insert(accounts).values(
      rows.map((r) => ({
        userId: r.id,
        currentPlan: opts.plan ?? 'premium',
        cardStatus: opts.cardStatus ?? 'active',
      })),
    );
    const tokens = rows.map(() => newToken());
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
    await db
      .insert(sessions)
      .values(rows.map((r, i) => ({ userId: r.id, tokenHash: sha256(tokens[i]!), expiresAt })));
    rows.forEach((r, i) => {
      created.push({ id: r.id, headers: { authorization: `Bearer ${tokens[i]}` } });
    });
  }
  return created;
}

/** The happy path an order walks; a factory order gets an event for each step up to its status. */
const ORDER_PATH: OrderStatus[] = ['pending_payment', 'paid', 'processing', 'shipped', 'delivered'];
let orderSerial = 0;

/**
 * An order written straight into the tables (no cart, checkout or payment): for tests of what comes
 * after, such as reviews and damage reports. A number RS-2026-9xxxxx no real checkout hands out, an
 * address snapshot, totals that satisfy the checks (total = subtotal + shipping, line total = unit
 * price x quantity, GST included in the price), and one order event per step of its life so far.
 */
export async function createOrder(
  db: DbOrTx,
  opts: {
    userId: string;
    status?: OrderStatus;
    /** Delivered orders: when (default now). */
    deliveredAt?: Date;
    /** When it was placed and paid (default now). */
    paidAt?: Date;
    lines: {
      productId: string;
      variantId?: string | null;
      name?: string;
      slug?: string | null;
      size?: string | null;
      storefront?: Storefront;
      isSignature?: boolean;
      unitPricePaise?: number;
      quantity?: number;
    }[];
  },
) {
  const status = opts.status ?? 'delivered';
  const now = opts.paidAt ?? new Date();
  const deliveredAt = status === 'delivered' ? (opts.deliveredAt ?? now) : null;
  const lines = opts.lines.map((l, position) => {
    const unitPricePaise = l.unitPricePaise ?? 149900;
    const quantity = l.quantity ?? 1;
    const lineTotalPaise = unitPricePaise * quantity;
    const taxRatePercent =
      unitPricePaise > APPAREL_GST.thresholdPaise ? APPAREL_GST.highRatePercent : APPAREL_GST.lowRatePercent;
    return {
      position,
      productId: l.productId,
      variantId: l.variantId ?? null,
      slug: l.slug ?? null,
      name: l.name ?? 'Test piece',
      size: l.size ?? null,
      storefront: l.storefront ?? ('STUDIO' as const),
      isSignature: l.isSignature ?? false,
      unitPricePaise,
      quantity,
      lineTotalPaise,
      taxRatePercent,
      taxPaise: Math.round((lineTotalPaise * taxRatePercent) / (100 + taxRatePercent)),
      reserved: 'none' as const,
    };
  });
  const subtotalPaise = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  const paid = status !== 'pending_payment' && status !== 'cancelled';
  const [order] = await db
    .insert(orders)
    .values({
      number: `RS-2026-9${String(process.pid % 1000).padStart(3, '0')}${String(++orderSerial).padStart(5, '0')}`,
      userId: opts.userId,
      status,
      idempotencyKey: `factory-${unique()}`,
      subtotalPaise,
      shippingPaise: 0,
      totalPaise: subtotalPaise,
      taxPaise: lines.reduce((sum, l) => sum + l.taxPaise, 0),
      address: {
        name: 'Anjali Menon',
        phone: '+91 98470 12345',
        line1: '14/220 Kasavu Lane, Panampilly Nagar',
        line2: '',
        city: 'Kochi',
        state: 'Kerala',
        postalCode: '682036',
        country: 'India',
      },
      createdAt: now,
      paidAt: paid ? now : null,
      shippedAt: status === 'shipped' || status === 'delivered' ? now : null,
      deliveredAt,
      cancelledAt: status === 'cancelled' || status === 'refunded' ? now : null,
      refundedAt: status === 'refunded' ? now : null,
      stockReleasedAt: status === 'cancelled' || status === 'refunded' ? now : null,
    })
    .returning();
  const saved = await db
    .insert(orderLines)
    .values(lines.map((l) => ({ ...l, orderId: order!.id })))
    .returning();
  const upTo = ORDER_PATH.indexOf(status);
  const steps =
    upTo >= 0
      ? ORDER_PATH.slice(0, upTo + 1)
      : status === 'refunded'
        ? ['pending_payment', 'paid', 'cancelled', 'refunded']
        : ['pending_payment', 'cancelled'];
  await db.insert(orderEvents).values(
    steps.map((to, i) => ({
      orderId: order!.id,
      actor:
        to === 'pending_payment'
          ? ('member' as const)
          : to === 'paid'
            ? ('gateway' as const)
            : ('staff' as const),
      fromStatus: i === 0 ? null : (steps[i - 1] as OrderStatus),
      toStatus: to as OrderStatus,
      createdAt: to === 'delivered' && deliveredAt ? deliveredAt : now,
    })),
  );
  return { ...order!, lines: saved };
}
