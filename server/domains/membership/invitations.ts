import { CARD_RULES } from '../../../contracts/constants.ts';
import { INVITATION_MESSAGES } from '../../../contracts/membership.ts';
import { formatPaise } from '../../../contracts/money.ts';
import type { Db } from '../../db/client.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { inLanguage, renderEmail, type Versions } from '../../lib/notify/templates.ts';
import * as accounts from '../accounts/service.ts';
import * as audit from '../audit/service.ts';
import * as repo from './invitations-repo.ts';
import { findAccount, findTier } from './repo.ts';

/**
 * Platinum is by invitation only: an admin invites a member whose card is active; the
 * e-mail carries a single-use link (the token is stored only as its SHA-256) to /upgrade, where the member
 * pays Platinum's price. The invitation is used when the payment settles (upgrades.ts), once.
 */
export async function invite(
  deps: { db: Db; notifier: Notifier },
  input: { email: string; invitedBy: string; origin: string },
  now = new Date(),
) {
  const userId = await accounts.userIdByEmail(deps.db, input.email);
  const account = userId ? await findAccount(deps.db, userId) : undefined;
  if (!userId || !account || account.cardStatus !== 'active' || account.currentPlan === 'none')
    throw badRequest(INVITATION_MESSAGES.notMember, { email: [INVITATION_MESSAGES.notMember] });
  if (account.currentPlan === 'platinum')
    throw badRequest(INVITATION_MESSAGES.alreadyPlatinum, { email: [INVITATION_MESSAGES.alreadyPlatinum] });
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CARD_RULES.invitationDays * 86_400_000);
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertInvitation(tx, {
      userId,
      tokenHash: sha256(token),
      invitedBy: input.invitedBy,
      expiresAt,
      createdAt: now,
    });
    await audit.record(
      tx,
      {
        actor: { id: input.invitedBy, role: 'admin' },
        action: 'invitation.create',
        subject: { type: 'user', id: userId },
        summary: `Invited ${input.email.trim().toLowerCase()} to Platinum`,
        after: { invitationId: created.id, expiresAt: expiresAt.toISOString(), plan: account.currentPlan },
      },
      now,
    );
    return created;
  });
  const tier = await findTier(deps.db, 'platinum');
  const url = `${input.origin}/upgrade?plan=platinum&from=${account.currentPlan}&invite=${encodeURIComponent(token)}`;
  const annualFee = formatPaise(tier?.annualFeePaise ?? 0);
  const price = formatPaise(tier?.pricePaise ?? 0);
  const days = CARD_RULES.invitationDays;
  const versions: Versions<() => Parameters<typeof renderEmail>[0]> = {
    en: () => ({
      subject: 'An invitation to Roslis Platinum',
      preheader: 'Our most personal card, by invitation only.',
      heading: 'You are invited to Platinum',
      paragraphs: [
        `We would like to welcome you to Roslis Platinum: everything in Gold, free custom sizing on Signature collections, and a yearly fee of ${annualFee} waived whenever you buy from the Signature collection that year.`,
        `The card is ${price}. This link is yours alone, works once, and expires in ${days} days.`,
      ],
      action: { label: 'Accept the invitation', url },
      note: 'If you did not expect this, you can ignore it: nothing changes on your card.',
    }),
    ml: () => ({
      locale: 'ml',
      subject: 'Roslis പ്ലാറ്റിനത്തിലേക്ക് ഒരു ക്ഷണം',
      preheader: 'ഞങ്ങളുടെ ഏറ്റവും വ്യക്തിപരമായ കാർഡ്, ക്ഷണം വഴി മാത്രം.',
      heading: 'പ്ലാറ്റിനത്തിലേക്കു നിങ്ങളെ ക്ഷണിക്കുന്നു',
      paragraphs: [
        `Roslis പ്ലാറ്റിനത്തിലേക്കു നിങ്ങളെ സ്വാഗതം ചെയ്യാൻ ഞങ്ങൾ ആഗ്രഹിക്കുന്നു: ഗോൾഡിലുള്ളതെല്ലാം, Signature കളക്ഷനുകളിൽ സൗജന്യ കസ്റ്റം സൈസിംഗ്, കൂടാതെ ഒരു വർഷം Signature കളക്ഷനിൽ നിന്നു വാങ്ങുമ്പോഴെല്ലാം ആ വർഷത്തെ ${annualFee} വാർഷിക ഫീസ് ഒഴിവാക്കും.`,
        `കാർഡിന്റെ വില ${price}. ഈ ലിങ്ക് നിങ്ങൾക്കു മാത്രമുള്ളതാണ്; ഒരു തവണ മാത്രം പ്രവർത്തിക്കും, ${days} ദിവസത്തിനുള്ളിൽ കാലാവധി തീരും.`,
      ],
      action: { label: 'ക്ഷണം സ്വീകരിക്കൂ', url },
      note: 'ഇതു നിങ്ങൾ പ്രതീക്ഷിച്ചതല്ലെങ്കിൽ അവഗണിക്കാം: നിങ്ങളുടെ കാർഡിൽ ഒന്നും മാറില്ല.',
    }),
  };
  await accounts.notifyMember(deps, {
    userId,
    kind: 'membership',
    // The member cannot get the link any other way.
    always: true,
    compose: (locale) => ({ email: renderEmail(inLanguage(versions, locale)()) }),
  });
  return { id: row.id, userId, expiresAt: row.expiresAt.toISOString() };
}

/** The member's usable invitation for a token, or a 400 that says the link no longer works. */
export async function usableInvitation(db: Db, userId: string, token: string, now = new Date()) {
  const row = await repo.findUsable(db, userId, sha256(token), now);
  if (!row) throw badRequest(INVITATION_MESSAGES.invalid, { invite: [INVITATION_MESSAGES.invalid] });
  return row;
}

export async function revokeInvitation(db: Db, id: string, actor: audit.Actor, now = new Date()) {
  await db.transaction(async (tx) => {
    if (!(await repo.revoke(tx, id, now))) throw notFound('No open invitation has this id.');
    await audit.record(
      tx,
      {
        actor,
        action: 'invitation.revoke',
        subject: { type: 'invitation', id },
        summary: 'Revoked a Platinum invitation',
      },
      now,
    );
  });
}

export { claim as claimInvitation } from './invitations-repo.ts';
