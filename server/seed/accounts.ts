import { POINTS_RULES } from '../../contracts/constants.ts';
import type { DbOrTx } from '../db/client.ts';
import { accounts, advisorCodes, pointsLedger, profiles, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

/** The demo accounts (demo mode only): README lists them for whoever tries the shop. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@roslis.test', password: 'Admin@12345' },
  member: { email: 'member@roslis.test', password: 'Member@12345' },
  /** A Gold card: the tier whose monthly pick is free and who sees launches 24 hours before Premium. */
  gold: { email: 'gold@roslis.test', password: 'Gold@12345' },
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

  const memberId = await seedDemoMember(db, {
    ...DEMO_ACCOUNTS.member,
    phone: '+919847000001',
    plan: 'premium',
    profile: {
      username: 'ananya',
      firstName: 'Ananya',
      lastName: 'Menon',
      city: 'Kochi',
      pincode: '682016',
      dateOfBirth: '1994-08-12',
      profession: 'Architect',
    },
  });
  const goldId = await seedDemoMember(db, {
    ...DEMO_ACCOUNTS.gold,
    phone: '+919847000002',
    plan: 'gold',
    profile: {
      username: 'devika',
      firstName: 'Devika',
      lastName: 'Nair',
      city: 'Thrissur',
      pincode: '680001',
      dateOfBirth: '1990-03-21',
      profession: 'Doctor',
    },
  });
  return { adminId: admin!.id, memberId, goldId };
}

interface DemoMember {
  email: string;
  password: string;
  phone: string;
  plan: 'premium' | 'gold';
  profile: {
    username: string;
    firstName: string;
    lastName: string;
    city: string;
    pincode: string;
    dateOfBirth: string;
    profession: string;
  };
}

/** A member with an active card, the joining bonus's points to spend and a complete profile. */
async function seedDemoMember(db: DbOrTx, member: DemoMember) {
  const [user] = await db
    .insert(users)
    .values({
      email: member.email,
      phone: member.phone,
      passwordHash: await hashPassword(member.password),
      role: 'customer',
      isVerified: true,
    })
    .returning({ id: users.id });
  await db.insert(accounts).values({
    userId: user!.id,
    currentPlan: member.plan,
    cardStatus: 'active',
    cardActivatedAt: new Date(),
  });
  // The joining bonus the card's activation grants, so the demo member has points to spend at checkout.
  await db.insert(pointsLedger).values({
    userId: user!.id,
    kind: 'joining_bonus',
    points: POINTS_RULES.joiningBonus,
    reference: 'demo',
  });
  await db.insert(profiles).values({
    userId: user!.id,
    ...member.profile,
    state: 'Kerala',
    gender: 'female',
    isComplete: true,
  });
  return user!.id;
}
