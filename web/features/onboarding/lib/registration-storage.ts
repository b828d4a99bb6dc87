import type { TierId } from '#contracts/membership';
import type { ContactMethod } from '#contracts/onboarding';

/**
 * What the browser keeps while someone applies: the
 * registration contact, the chosen plan, the last payment order and the new user's id. The server
 * decides everything; these only carry the applicant from one screen to the next. The verification
 * token and the password-setup token are short-lived proofs the server issued.
 */
export interface RegistrationContact {
  method: ContactMethod;
  /** E-mail (lower-cased) or full phone number ('+' dial code and digits). */
  value: string;
  referralCode: string | null;
  /** Set by /register/verify once the code is accepted. */
  verificationToken?: string;
  /** When the code was accepted (ms since 1970): the token is good for a limited time only. */
  verifiedAt?: number;
}

const KEYS = {
  contact: 'registrationContact',
  plan: 'selectedPlan',
  order: 'lastPaymentOrderId',
  newUserId: 'newUserId',
  setupToken: 'passwordSetupToken',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the flow still works within this page.
  }
}

export function readRegistrationContact(): RegistrationContact | null {
  const raw = read(KEYS.contact);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<RegistrationContact>;
    if ((parsed.method !== 'email' && parsed.method !== 'phone') || typeof parsed.value !== 'string')
      return null;
    return {
      method: parsed.method,
      value: parsed.value,
      referralCode: typeof parsed.referralCode === 'string' ? parsed.referralCode : null,
      verificationToken: typeof parsed.verificationToken === 'string' ? parsed.verificationToken : undefined,
      verifiedAt: typeof parsed.verifiedAt === 'number' ? parsed.verifiedAt : undefined,
    };
  } catch {
    return null;
  }
}

export function storeRegistrationContact(contact: RegistrationContact | null): void {
  write(KEYS.contact, contact ? JSON.stringify(contact) : null);
}

const TIER_IDS: readonly string[] = ['basic', 'premium', 'gold', 'platinum'];

export function readStoredPlan(): TierId | null {
  const plan = read(KEYS.plan);
  return plan && TIER_IDS.includes(plan) ? (plan as TierId) : null;
}

export function storePlan(plan: TierId | null): void {
  write(KEYS.plan, plan);
}

export function readLastOrderId(): string | null {
  return read(KEYS.order);
}

export function storeLastOrderId(orderId: string | null): void {
  write(KEYS.order, orderId);
}

/** The account a verified payment created, and the single-use token to set its password. */
export function readPasswordSetup(): { userId: string; token: string | null } | null {
  const userId = read(KEYS.newUserId);
  return userId ? { userId, token: read(KEYS.setupToken) } : null;
}

export function storePasswordSetup(userId: string, token: string | null): void {
  write(KEYS.newUserId, userId);
  write(KEYS.setupToken, token);
}

export function clearPasswordSetup(): void {
  write(KEYS.newUserId, null);
  write(KEYS.setupToken, null);
}

/** After Complete Registration: the contact, plan and order are no longer needed. */
export function clearRegistration(): void {
  storeRegistrationContact(null);
  storePlan(null);
  storeLastOrderId(null);
}
