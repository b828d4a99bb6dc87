import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpSender } from '../server/lib/notify/smtp.ts';
import { type CaughtMail, startMailCatcher } from './mail-catch.ts';

describe('npm run mail:catch (the local SMTP catcher of the production walk-through)', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('receives what the shop sends over SMTP_URL and reads it back as text, rupee signs and long lines intact', async () => {
    const caught: CaughtMail[] = [];
    const server = await startMailCatcher(0, (mail) => caught.push(mail));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
    const sender = createSmtpSender(`smtp://127.0.0.1:${port}`, 'Roslis <hello@roslis.test>');
    const text = `Your code is 123456. Your card costs ₹5,000.\n${'A long line that wraps. '.repeat(8)}`;
    await sender.send({ to: 'new.member@example.com', subject: 'Your Roslis code — ₹ inside', text });

    expect(caught).toHaveLength(1);
    expect(caught[0]).toMatchObject({
      from: 'hello@roslis.test',
      to: ['new.member@example.com'],
      subject: 'Your Roslis code — ₹ inside',
    });
    expect(caught[0]?.text).toBe(text.trim());
  });
});
