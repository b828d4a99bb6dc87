import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port, keeping what it receives. */
function startSmtp() {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  return new Promise<{ server: SMTPServer; port: number; received: Received[]; next: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.server.address() as AddressInfo;
        resolve({
          server,
          port,
          received,
          next: () => new Promise<void>((wake) => waiters.push(wake)),
        });
      });
    },
  );
}

/** Quoted-printable soft breaks and escapes, enough to read the text part. */
const decodeQp = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

describe('e-mail over SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildTestApp({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Roslis <hello@roslis.test>',
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers the verification e-mail, HTML and text, to the SMTP server', async () => {
    const arrived = smtp.next();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/send-verification',
      payload: { contactMethod: 'email', contact: 'Meera@Example.test' },
    });
    expect(res.statusCode).toBe(200);
    await arrived;
    const [mail] = smtp.received;
    expect(mail!.from).toBe('hello@roslis.test');
    expect(mail!.to).toEqual(['meera@example.test']);
    const raw = decodeQp(mail!.raw);
    expect(raw).toMatch(/^Subject: Your Roslis verification code/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    const code = /Your code: (\d{6})/.exec(raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(raw).toContain('ROSLIS');

    // The code sent over SMTP is the one the server accepts.
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { contact: 'meera@example.test', method: 'email', code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 503 with the spec’s words when the mail server is down, and lets the person retry at once', async () => {
    const down = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const send = () =>
        down.inject({
          method: 'POST',
          url: '/api/auth/send-verification',
          payload: { contactMethod: 'email', contact: 'retry@example.test' },
        });
      const first = await send();
      expect(first.statusCode).toBe(503);
      expect(first.json().message).toBe('Failed to send verification. Please try again.');
      // The failed code was withdrawn: no 30 s wait before the next try.
      expect((await send()).statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});
