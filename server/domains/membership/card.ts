import { createHmac, randomInt } from 'node:crypto';
import {
  CARD_VIEW_MESSAGES,
  type CardVerification,
  type MemberCard,
  type TierId,
} from '../../../contracts/membership.ts';
import type { Db } from '../../db/client.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import * as accounts from '../accounts/service.ts';
import * as repo from './card-life-repo.ts';
import { findAccount } from './repo.ts';

/**
 * The digital membership card: a number given once, and a QR code whose link
 * (/verify-card/{token}) lets store staff see "active" or "inactive" and the first name, nothing else.
 * The token is the card number and its version, signed with HMAC-SHA256 (CARD_SIGNING_SECRET); nothing
 * is stored for it. Reissuing the card bumps the version, so every older link stops working.
 */
const PREFIX = 'RSL';

function newCardNumber() {
  let digits = '';
  for (let i = 0; i < 12; i++) digits += String(randomInt(0, 10));
  return `${PREFIX}${digits}`;
}

/** 'RSL482109375512' -> 'RSL 4821 0937 5512' */
export const groupCardNumber = (n: string) =>
  `${n.slice(0, 3)} ${n.slice(3).replace(/(\d{4})(?=\d)/g, '$1 ')}`;

function signature(secret: string, number: string, version: number) {
  return createHmac('sha256', secret).update(`roslis-card:${number}:${version}`).digest('base64url');
}

export function cardToken(secret: string, number: string, version: number) {
  return `${Buffer.from(`${number}:${version}`).toString('base64url')}.${signature(secret, number, version)}`;
}

/**
 * The card number and version a token names, when its signature is ours; undefined otherwise. Only the
 * exact form cardToken makes is read: no extra part, no other spelling of the same number or version
 * (base64url decoding forgives stray characters, and Number('01') is 1), so a token cannot be altered
 * and still pass.
 */
export function readCardToken(
  secret: string,
  token: string,
): { number: string; version: number } | undefined {
  if (token.length > 200) return undefined;
  const parts = token.split('.');
  if (parts.length !== 2) return undefined;
  const [payload, sig] = parts as [string, string];
  const match = /^(RSL\d{12}):([1-9]\d{0,8})$/.exec(Buffer.from(payload, 'base64url').toString());
  if (!match) return undefined;
  const number = match[1]!;
  const version = Number(match[2]);
  if (payload !== Buffer.from(`${number}:${version}`).toString('base64url')) return undefined;
  if (!safeEqual(sig, signature(secret, number, version))) return undefined;
  return { number, version };
}

async function cardAccount(db: Db, userId: string) {
  const account = await findAccount(db, userId);
  const holds =
    account &&
    account.currentPlan !== 'none' &&
    (account.cardStatus === 'active' || account.cardStatus === 'inactive');
  if (!holds) throw notFound(CARD_VIEW_MESSAGES.noCard);
  if (account.cardNumber) return account;
  // A number once, on first view; a collision with another card (1 in 10^12) takes the next try.
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await repo.assignCardNumber(db, userId, newCardNumber());
      break;
    } catch (err) {
      if (attempt === 4) throw err;
    }
  }
  return (await findAccount(db, userId))!;
}

export async function memberCardOf(
  deps: { db: Db; secret: string; origin: string },
  userId: string,
): Promise<MemberCard> {
  const account = await cardAccount(deps.db, userId);
  const contact = await accounts.findContact(deps.db, userId);
  const profile = await accounts.getProfile(deps.db, userId);
  const holder =
    [profile.firstName, profile.lastName].filter(Boolean).join(' ') ||
    contact?.email?.split('@')[0] ||
    'Member';
  const number = account.cardNumber!;
  return {
    cardNumber: groupCardNumber(number),
    holder,
    plan: account.currentPlan as TierId,
    status: account.cardStatus === 'active' ? 'active' : 'inactive',
    memberSince: (account.cardActivatedAt ?? account.createdAt).toISOString(),
    verifyUrl: `${deps.origin}/verify-card/${cardToken(deps.secret, number, account.cardVersion)}`,
  };
}

export async function reissueCard(deps: { db: Db; secret: string; origin: string }, userId: string) {
  await cardAccount(deps.db, userId);
  await repo.bumpCardVersion(deps.db, userId, new Date());
  return memberCardOf(deps, userId);
}

/** What a scanned QR link shows: active or inactive, and the first name. A bad or old link is 404. */
export async function verifyCard(db: Db, secret: string, token: string): Promise<CardVerification> {
  const read = readCardToken(secret, token);
  const account = read ? await repo.findByCardNumber(db, read.number) : undefined;
  if (!read || !account || account.cardVersion !== read.version || account.currentPlan === 'none')
    throw notFound(CARD_VIEW_MESSAGES.invalidLink);
  const contact = await accounts.findContact(db, account.userId);
  return {
    status: account.cardStatus === 'active' ? 'active' : 'inactive',
    firstName: contact?.firstName ?? null,
  };
}
