import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port, keeping what it receives. While `state.failing` is true it
 * answers every sender with a temporary failure (451), as a mail server that is in trouble does; with
 * `state.delayMs` it waits that long before accepting a message (a slow server).
 */
export function startSmtp() {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const state = { failing: false, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.failing) return callback();
      const err = Object.assign(new Error('Mail system busy, try later'), { responseCode: 451 });
      return callback(err);
    },
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
        if (state.delayMs > 0) setTimeout(() => callback(), state.delayMs);
        else callback();
      });
    },
  });
  return new Promise<{
    server: SMTPServer;
    port: number;
    received: Received[];
    state: { failing: boolean; delayMs: number };
    next: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        server,
        port,
        received,
        state,
        next: () => new Promise<void>((wake) => waiters.push(wake)),
      });
    });
  });
}

/** Quoted-printable soft breaks and escapes, enough to read the text part. */
export const decodeQp = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
