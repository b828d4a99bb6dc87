import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client.ts';
import {
  accounts,
  advisorCodes,
  advisorCommissions,
  advisorReferrals,
  applications,
  payments,
  profiles,
  users,
} from '../db/schema/index.ts';
import { mulberry32 } from './random.ts';

/**
 * Demo mode only: a few more fashion advisors and about forty members they brought over the last fourteen
 * months (joining fees paid, most approved, a few waiting for review, two rejected and refunded, some
 * upgraded from Premium to Gold), so Overview and Performance have numbers on a fresh `npm start`. The
 * rows are what the joining flow leaves (the payment, the application, the advisor's referral) with the
 * same times, so the back office counts them as it counts real ones. Deterministic (a fixed PRNG).
 */
export const DEMO_ADVISOR_TEAM = [
  {
    code: 'FAMEERAPILLA0001',
    name: 'Meera Pillai',
    email: 'meera.advisor@roslis.test',
    commissionRate: '12.50',
  },
  {
    code: 'FAANILMENON00002',
    name: 'Anil Menon',
    email: 'anil.advisor@roslis.test',
    commissionRate: '10.00',
  },
  {
    code: 'FALAKSHMIVAR0003',
    name: 'Lakshmi Varma',
    email: 'lakshmi.advisor@roslis.test',
    commissionRate: '10.00',
  },
] as const;

const FIRST_NAMES = ['Aditi', 'Diya', 'Kavya', 'Nila', 'Riya', 'Sara', 'Tara', 'Anu', 'Gayatri', 'Parvathy'];
const LAST_NAMES = ['Nair', 'Menon', 'Thomas', 'Iyer', 'Kurian', 'Pillai', 'Joseph', 'Varghese'];
const PRICES = { premium: 500_000, gold: 2_000_000 } as const;
const DAY = 86_400_000;

export const DEMO_REGISTRATIONS = 40;

const gatewayId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export async function seedDemoAdvisorActivity(db: DbOrTx, demoAdvisorId: string, now = new Date()) {
  const team = await db
    .insert(advisorCodes)
    .values(DEMO_ADVISOR_TEAM.map((a) => ({ ...a, createdAt: new Date(now.getTime() - 300 * DAY) })))
    .returning({ id: advisorCodes.id });
  // The demo advisor and the team, weighted: some bring more members than others.
  const advisorIds = [demoAdvisorId, ...team.map((t) => t.id)];
  const weights = [3, 4, 2, 1];
  const pickAdvisor = (r: number) => {
    let x = r * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i]!;
      if (x < 0) return advisorIds[i]!;
    }
    return advisorIds[0]!;
  };
  const random = mulberry32(16);

  for (let n = 0; n < DEMO_REGISTRATIONS; n++) {
    // The newest few are this week's and still waiting for review; two earlier ones were rejected.
    const daysAgo = n < 4 ? n + 0.3 : 5 + random() * 420;
    const paidAt = new Date(now.getTime() - daysAgo * DAY);
    const status = n < 4 ? 'pending_review' : n % 17 === 5 ? 'rejected' : 'approved';
    const flagged = n === 1;
    const plan = random() < 0.3 ? 'gold' : 'premium';
    const amountPaise = PRICES[plan];
    const advisorCodeId = pickAdvisor(random());
    const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(n * 3) % LAST_NAMES.length]!;
    const upgradedAt =
      status === 'approved' && plan === 'premium' && random() < 0.3
        ? new Date(paidAt.getTime() + (2 + random() * (daysAgo - 2)) * DAY)
        : null;
    const approved = status === 'approved';

    const [user] = await db
      .insert(users)
      .values({
        email: `${first}.${last}.${n + 1}@members.roslis.test`.toLowerCase(),
        role: 'customer',
        isVerified: true,
        createdAt: paidAt,
      })
      .returning({ id: users.id });
    const userId = user!.id;
    await db.insert(accounts).values({
      userId,
      currentPlan: approved ? (upgradedAt ? 'gold' : plan) : 'none',
      cardStatus: approved ? 'active' : status === 'rejected' ? 'rejected' : 'pending_review',
      cardActivatedAt: approved ? new Date(Math.min(paidAt.getTime() + 2 * DAY, now.getTime())) : null,
      // The monthly LIMITED-EDITION rule starts counting now, not at the demo's invented past.
      cycleStartedAt: approved ? now : null,
    });
    await db
      .insert(profiles)
      .values({ userId, firstName: first, lastName: last, city: 'Kochi', state: 'Kerala', isComplete: true });

    const orderId = gatewayId('order');
    await db.insert(payments).values({
      id: orderId,
      provider: 'sandbox',
      purpose: 'joining_fee',
      reference: `demo-joining-${n + 1}`,
      userId,
      amountPaise,
      status: status === 'rejected' ? 'refunded' : 'paid',
      paymentId: gatewayId('pay'),
      paidAt,
      refundId: status === 'rejected' ? gatewayId('rfnd') : null,
      refundedAt: status === 'rejected' ? new Date(paidAt.getTime() + 2 * DAY) : null,
      createdAt: paidAt,
      updatedAt: paidAt,
    });
    const [application] = await db
      .insert(applications)
      .values({
        userId,
        orderId,
        plan,
        amountPaise,
        advisorCodeId,
        status,
        profileCompletedAt: paidAt,
        reviewedAt: status === 'pending_review' ? null : new Date(paidAt.getTime() + 2 * DAY),
        reviewNote: status === 'rejected' ? 'Demo: the style profile did not match the label.' : null,
        createdAt: paidAt,
      })
      .returning({ id: applications.id });
    const [referral] = await db
      .insert(advisorReferrals)
      .values({
        advisorCodeId,
        applicationId: application!.id,
        userId,
        amountPaise,
        status: approved ? 'earned' : status === 'rejected' ? 'void' : 'pending',
        // One waiting registration shows the referral checks: flagged, its commission held for staff.
        ...(flagged
          ? {
              flag: 'self_referral' as const,
              flagDetail: 'The applicant paid from a device the advisor signed in from.',
            }
          : {}),
        createdAt: paidAt,
      })
      .returning({ id: advisorReferrals.id });
    // One commission per payment at 10% (contracts/commissions.ts), payable once the card is active.
    const commissionStatus = flagged
      ? 'held'
      : approved
        ? 'payable'
        : status === 'rejected'
          ? 'reversed'
          : 'pending';
    await db.insert(advisorCommissions).values({
      advisorCodeId,
      referralId: referral!.id,
      userId,
      paymentId: orderId,
      kind: 'joining_fee',
      amountPaise,
      commissionRate: '10.00',
      commissionPaise: amountPaise / 10,
      status: commissionStatus,
      flag: flagged ? 'self_referral' : null,
      reversedAt: status === 'rejected' ? new Date(paidAt.getTime() + 2 * DAY) : null,
      createdAt: paidAt,
      updatedAt: paidAt,
    });
    if (upgradedAt) {
      const upgradeId = gatewayId('order');
      await db.insert(payments).values({
        id: upgradeId,
        provider: 'sandbox',
        purpose: 'upgrade',
        reference: `${userId}:premium:gold:demo`,
        userId,
        amountPaise: PRICES.gold - PRICES.premium,
        status: 'paid',
        paymentId: gatewayId('pay'),
        paidAt: upgradedAt,
        createdAt: upgradedAt,
        updatedAt: upgradedAt,
      });
      await db.insert(advisorCommissions).values({
        advisorCodeId,
        referralId: referral!.id,
        userId,
        paymentId: upgradeId,
        kind: 'upgrade',
        amountPaise: PRICES.gold - PRICES.premium,
        commissionRate: '10.00',
        commissionPaise: (PRICES.gold - PRICES.premium) / 10,
        status: 'payable',
        createdAt: upgradedAt,
        updatedAt: upgradedAt,
      });
    }
  }
}
