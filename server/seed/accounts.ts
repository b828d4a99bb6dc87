import { POINTS_RULES } from '../../contracts/constants.ts';
import type { DbOrTx } from '../db/client.ts';
import { accounts, advisorCodes, pointsLedger, profiles, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

/** The demo accounts (demo mode only): README lists them for whoever tries the shop. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@roslis.test', password: 'Admin@12345' },
  member: { email: 'member@roslis.test', password: 'Member@12345' },
} as const;

/** The demo fashion-advisor code (demo mode only), for trying the application and the advisor's side. */
export const DEMO_ADVISOR = {
  code: 'FADEMOADVISOR001',
  name: 'Demo Advisor',
  email: 'advisor@roslis.test',
  commissionRate: '10.00',
  isActive: true,
} as const;

export async function seedDemoAdvisor(db: DbOrTx) {
  const [advisor] = await db.insert(advisorCodes).values(DEMO_ADVISOR).returning({ id: advisorCodes.id });
  return advisor!.id;
}

export async function seedDemoAccounts(db: DbOrTx) {
  const [admin] = await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNTS.admin.email,
      passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password),
      role: 'admin',
      isVerified: true,
    })
    .returning({ id: users.id });
  await db.insert(accounts).values({ userId: admin!.id });
  await db
    .insert(profiles)
    .values({ userId: admin!.id, firstName: 'Roslis', lastName: 'Admin', isComplete: true });

  const [member] = await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNTS.member.email,
      phone: '+919847000001',
      passwordHash: await hashPassword(DEMO_ACCOUNTS.member.password),
      role: 'customer',
      isVerified: true,
    })
    .returning({ id: users.id });
  await db.insert(accounts).values({
    userId: member!.id,
    currentPlan: 'premium',
    cardStatus: 'active',
    cardActivatedAt: new Date(),
  });
  // The joining bonus the card's activation grants, so the demo member has points to spend at checkout.
  await db.insert(pointsLedger).values({
    userId: member!.id,
    kind: 'joining_bonus',
    points: POINTS_RULES.joiningBonus,
    reference: 'demo',
  });
  await db.insert(profiles).values({
    userId: member!.id,
    username: 'ananya',
    firstName: 'Ananya',
    lastName: 'Menon',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682016',
    gender: 'female',
    dateOfBirth: '1994-08-12',
    profession: 'Architect',
    isComplete: true,
  });
  return { adminId: admin!.id, memberId: member!.id };
}
