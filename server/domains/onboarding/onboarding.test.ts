import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { advisorCodes, verificationCodes } from '../../db/schema/index.ts';
import { hmacCode, sha256 } from '../../lib/crypto.ts';
import { seedDemo } from '../../seed/index.ts';
import { buildTestApp, openTestDatabase, type TestApp, testConfig } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { verifiedToken } from '../../test/payments.ts';
import { findActiveAdvisor } from '../advisors/service.ts';
import { CODE_MESSAGES, sendVerification, verifiedContact, verifyCode } from '../identity/service.ts';
import { ACCOUNT_EXISTS } from './service.ts';

let app: TestApp;
let n = 0;
const freshEmail = () => `new-${++n}-${Date.now()}@example.test`;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const send = (contactMethod: string, contact: string) =>
  post('/api/auth/send-verification', { contactMethod, contact });
const verify = (contact: string, method: string, code: string) =>
  post('/api/auth/verify-code', { contact, method, code });

/** Read the newest message to an address, as a user reads their mailbox, and pull the code out. */
async function codeFromOutbox(to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  const [message] = res.json();
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  expect(code).toBeDefined();
  return { message, code: code! };
}

/** Let the resend window pass by moving a contact's codes 31 s into the past. */
async function age(contact: string, ms = 31_000) {
  const rows = await app.db.select().from(verificationCodes).where(eq(verificationCodes.contact, contact));
  for (const row of rows) {
    await app.db
      .update(verificationCodes)
      .set({ createdAt: new Date(row.createdAt.getTime() - ms) })
      .where(eq(verificationCodes.id, row.id));
  }
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/auth/check-existing', () => {
  beforeAll(async () => {
    await createUser(app.db, { email: 'taken@example.test' });
    await seedDemo(app.db);
  });

  it('tells nobody who has an account: false for every address unless the caller proved it with its code', async () => {
    for (const payload of [
      { email: 'Taken@Example.test', phone: null },
      { email: 'taken@example.test' },
      { phone: '+91 98470 00001' },
      { email: 'nobody@example.test', phone: '+919800000000' },
      { email: 'taken@example.test', verificationToken: 'a-made-up-token' },
    ]) {
      const res = await post('/api/auth/check-existing', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(res.json()).toEqual({ exists: false });
    }
  });

  it("answers truly to whoever holds the verify step's token for that very address", async () => {
    const contact = 'proved-then-taken@example.test';
    const proof = await verifiedToken(app, contact);
    expect(
      (await post('/api/auth/check-existing', { email: contact, verificationToken: proof })).json(),
    ).toEqual({
      exists: false,
    });
    // The address got an account since (another tab finished first): its prover is told.
    await createUser(app.db, { email: contact });
    const told = await post('/api/auth/check-existing', { email: contact, verificationToken: proof });
    expect(told.json()).toEqual({ exists: true });
    // The same proof says nothing about another address.
    const other = await post('/api/auth/check-existing', {
      phone: '+919847000001',
      verificationToken: proof,
    });
    expect(other.json()).toEqual({ exists: false });
  });

  it('is a 400 when neither is given, or a format is wrong', async () => {
    for (const payload of [{}, { email: null, phone: null }, { email: '', phone: '' }]) {
      const res = await post('/api/auth/check-existing', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const mail = await post('/api/auth/check-existing', { email: 'not-an-email' });
    expect(mail.statusCode).toBe(400);
    expect(mail.json().fieldErrors.email).toEqual(['Please enter a valid email address.']);
    const phone = await post('/api/auth/check-existing', { phone: '12345' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().fieldErrors.phone).toEqual(['Please enter a valid phone number (6-15 digits).']);
  });
});

describe('POST /api/auth/send-verification', () => {
  it('e-mails a 6-digit code that expires in 10 minutes, stored only as a hash', async () => {
    const email = freshEmail();
    const before = Date.now();
    const res = await send('email', email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Verification sent' });
    const { message, code } = await codeFromOutbox(email);
    expect(message).toMatchObject({ to: email, channel: 'email', subject: 'Your Roslis verification code' });
    expect(message.text).toContain('expires in 10 minutes');
    const [row] = await app.db.select().from(verificationCodes).where(eq(verificationCodes.contact, email));
    expect(row!.channel).toBe('email');
    // An HMAC under the server's secret: never a bare SHA-256 a million guesses undo.
    expect(row!.codeHash).toBe(hmacCode(testConfig.codeHashSecret, 'application', email, code));
    expect(row!.codeHash).not.toBe(sha256(`${email}:${code}`));
    expect(row!.codeHash).not.toBe(sha256(code));
    expect(row!.codeHash).not.toBe(hmacCode('another-secret-0123456789abcdef', 'application', email, code));
    expect(JSON.stringify(row)).not.toContain(code);
    const ttl = row!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('keeps codes under the server secret and purpose: another secret or purpose never verifies', async () => {
    const email = freshEmail();
    const key = { secret: testConfig.codeHashSecret, purpose: 'application' } as const;
    await sendVerification(app.db, app.notifier, key, 'email', email);
    const { code } = await codeFromOutbox(email);
    const otherSecret = { ...key, secret: 'another-secret-0123456789abcdef' };
    await expect(verifyCode(app.db, otherSecret, email, code)).rejects.toThrow(CODE_MESSAGES.wrongCode);
    await expect(verifyCode(app.db, { ...key, purpose: 'sub-admin' }, email, code)).rejects.toThrow(
      CODE_MESSAGES.wrongCode,
    );
    expect(await verifyCode(app.db, key, email, code)).toEqual(expect.any(String));
  });

  it('texts a phone, normalising "+91 98470 00001" to +919847000001', async () => {
    const res = await send('phone', '+91 98470 00002');
    expect(res.statusCode).toBe(200);
    const { message } = await codeFromOutbox('+919847000002');
    expect(message).toMatchObject({ to: '+919847000002', channel: 'sms' });
    expect(message.text).toContain('10 minutes');
  });

  it('writes the code in the language the applicant reads (Malayalam when the web sends it), English otherwise', async () => {
    const email = freshEmail();
    const ml = await post('/api/auth/send-verification', {
      contactMethod: 'email',
      contact: email,
      language: 'ml',
    });
    expect(ml.statusCode).toBe(200);
    const { message, code } = await codeFromOutbox(email);
    expect(message.subject).toBe('നിങ്ങളുടെ Roslis സ്ഥിരീകരണ കോഡ്');
    expect(message.text).toContain(`നിങ്ങളുടെ കോഡ്: ${code}`);
    expect(message.text).toContain('കോഡിന്റെ കാലാവധി 10 മിനിറ്റിനുള്ളിൽ തീരും.');
    const sms = await post('/api/auth/send-verification', {
      contactMethod: 'phone',
      contact: '+919847000021',
      language: 'ml',
    });
    expect(sms.statusCode).toBe(200);
    const texted = await codeFromOutbox('+919847000021');
    expect(texted.message.text).toBe(`Roslis കോഡ്: ${texted.code}. 10 മിനിറ്റിനുള്ളിൽ കാലാവധി തീരും.`);
    const english = freshEmail();
    await post('/api/auth/send-verification', { contactMethod: 'email', contact: english, language: 'en' });
    expect((await codeFromOutbox(english)).message.subject).toBe('Your Roslis verification code');
    await send('phone', '+919847000022');
    const plain = await codeFromOutbox('+919847000022');
    expect(plain.message.text).toBe(`Roslis code: ${plain.code}. It expires in 10 minutes.`);
    // Only the shop's languages.
    const wrong = await post('/api/auth/send-verification', {
      contactMethod: 'email',
      contact: freshEmail(),
      language: 'fr',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.language).toEqual(['Choose English or Malayalam.']);
  });

  it('rejects a bad e-mail or phone with a 400 naming the contact field', async () => {
    const cases: [string, string, string][] = [
      ['email', 'not-an-email', 'Please enter a valid email address.'],
      ['phone', '9847000001', 'Please enter a valid phone number (6-15 digits).'],
      ['phone', '+91 123', 'Please enter a valid phone number (6-15 digits).'],
      ['phone', '+91 98470 abcde', 'Please enter a valid phone number (6-15 digits).'],
      ['phone', `+91${'1'.repeat(17)}`, 'Please enter a valid phone number (6-15 digits).'],
    ];
    for (const [method, contact, message] of cases) {
      const res = await send(method, contact);
      expect(res.statusCode, contact).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fieldErrors.contact, contact).toEqual([message]);
    }
    const method = await send('fax', 'a@example.test');
    expect(method.statusCode).toBe(400);
    expect(method.json().fieldErrors.contactMethod).toBeDefined();
  });

  it('refuses a resend within 30 s (429, saying how long to wait), then replaces the old code', async () => {
    const email = freshEmail();
    expect((await send('email', email)).statusCode).toBe(200);
    const first = await codeFromOutbox(email);
    const again = await send('email', email);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RATE_LIMITED');
    expect(again.json().message).toMatch(/^Please wait (30|29) seconds before requesting a new code\.$/);

    await age(email);
    expect((await send('email', email)).statusCode).toBe(200);
    const second = await codeFromOutbox(email);
    const rows = await app.db.select().from(verificationCodes).where(eq(verificationCodes.contact, email));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.consumedAt === null)).toHaveLength(1);
    if (first.code !== second.code) {
      const old = await verify(email, 'email', first.code);
      expect(old.statusCode).toBe(400);
    }
    expect((await verify(email, 'email', second.code)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/verify-code', () => {
  it('sends a code to an address with an account like to any other, and says so only once the code is right', async () => {
    const email = freshEmail();
    await createUser(app.db, { email });
    const sent = await send('email', email);
    expect(sent.statusCode).toBe(200);
    const { code } = await codeFromOutbox(email);
    expect((await verify(email, 'email', '000000')).statusCode).toBe(400);
    const told = await verify(email, 'email', code);
    expect(told.statusCode).toBe(409);
    expect(told.json()).toEqual({
      message: ACCOUNT_EXISTS,
      code: 'CONFLICT',
      key: 'onboarding.accountExists',
    });
  });

  it('answers a verification token valid for 30 minutes; the code cannot be used twice', async () => {
    const email = freshEmail();
    await send('email', email);
    const { code } = await codeFromOutbox(email);
    const res = await verify(email.toUpperCase(), 'email', code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, verificationToken: expect.any(String) });
    expect(body.verificationToken.length).toBeGreaterThanOrEqual(43);
    const [row] = await app.db.select().from(verificationCodes).where(eq(verificationCodes.contact, email));
    expect(row!.consumedAt).not.toBeNull();
    expect(row!.verifiedTokenHash).toBe(sha256(body.verificationToken));

    expect(await verifiedContact(app.db, body.verificationToken)).toEqual({
      channel: 'email',
      contact: email,
    });
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await verifiedContact(app.db, body.verificationToken, later)).toBeUndefined();
    expect(await verifiedContact(app.db, 'not-a-token')).toBeUndefined();

    const reuse = await verify(email, 'email', code);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      message: 'Verification failed: Please check your code and try again.',
      code: 'BAD_REQUEST',
      key: 'code.wrong',
    });
  });

  it('verifies a phone written with spaces', async () => {
    await send('phone', '+91 98470 00003');
    const { code } = await codeFromOutbox('+919847000003');
    const res = await verify('+91 98470 00003', 'phone', code);
    expect(res.statusCode).toBe(200);
    expect(await verifiedContact(app.db, res.json().verificationToken)).toEqual({
      channel: 'sms',
      contact: '+919847000003',
    });
  });

  it('counts wrong codes; the fifth wrong try kills the code', async () => {
    const email = freshEmail();
    await send('email', email);
    const { code } = await codeFromOutbox(email);
    const wrong = wrongCodeFor(code);
    for (let i = 1; i <= 4; i++) {
      const res = await verify(email, 'email', wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Verification failed: Please check your code and try again.');
      const [row] = await app.db.select().from(verificationCodes).where(eq(verificationCodes.contact, email));
      expect(row!.attempts).toBe(i);
    }
    const fifth = await verify(email, 'email', wrong);
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe('Too many wrong tries. Please request a new code.');
    const right = await verify(email, 'email', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong tries. Please request a new code.');

    await age(email);
    await send('email', email);
    const fresh = await codeFromOutbox(email);
    expect((await verify(email, 'email', fresh.code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await send('email', email);
    const { code } = await codeFromOutbox(email);
    await app.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.contact, email));
    const res = await verify(email, 'email', code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code has expired. Please request a new code.');
  });

  it('refuses a code for a contact that was never sent one, and malformed input', async () => {
    const none = await verify(freshEmail(), 'email', '123456');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Verification failed: Please check your code and try again.');
    const short = await verify(freshEmail(), 'email', '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.code).toEqual(['Please enter the 6-digit code.']);
    const badMail = await verify('nope', 'email', '123456');
    expect(badMail.json().fieldErrors.contact).toEqual(['Please enter a valid email address.']);
  });
});

describe('logging', () => {
  it('never writes the code (or the verification token) to the log, even at trace level', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase();
    const logged = await buildApp(
      { ...testConfig, logLevel: 'trace' },
      { database, logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } },
    );
    try {
      const email = freshEmail();
      const sent = await logged.inject({
        method: 'POST',
        url: '/api/auth/send-verification',
        payload: { contactMethod: 'email', contact: email },
      });
      expect(sent.statusCode).toBe(200);
      const outbox = await logged.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` });
      const code = /\b(\d{6})\b/.exec(outbox.json()[0].text)![1]!;
      const res = await logged.inject({
        method: 'POST',
        url: '/api/auth/verify-code',
        payload: { contact: email, method: 'email', code },
      });
      expect(res.statusCode).toBe(200);
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('\n');
      expect(log).not.toContain(code);
      expect(log).not.toContain(res.json().verificationToken);
    } finally {
      await logged.close();
      await database.close();
    }
  });
});

describe('findActiveAdvisor', () => {
  beforeAll(async () => {
    await app.db
      .insert(advisorCodes)
      .values([{ code: 'FAINACTIVE001', name: 'Gone', email: 'gone@example.test', isActive: false }]);
  });

  it('finds the demo advisor whatever the case and spacing', async () => {
    const advisor = await findActiveAdvisor(app.db, '  fademoadvisor001 ');
    expect(advisor).toMatchObject({
      code: 'FADEMOADVISOR001',
      name: 'Demo Advisor',
      email: 'advisor@roslis.test',
      commissionRate: '10.00',
      isActive: true,
    });
  });

  it('answers null for an unknown, empty or inactive code', async () => {
    expect(await findActiveAdvisor(app.db, 'NOSUCHCODE')).toBeNull();
    expect(await findActiveAdvisor(app.db, '   ')).toBeNull();
    expect(await findActiveAdvisor(app.db, 'fainactive001')).toBeNull();
  });

  it('the database keeps codes upper-case', async () => {
    await expect(
      app.db.insert(advisorCodes).values({ code: 'lower1', name: 'x', email: 'x@example.test' }),
    ).rejects.toThrow();
  });
});
