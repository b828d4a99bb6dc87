/**
 * `npm run mail:catch [-- --port 2525] [--jsonl FILE]`: a local SMTP server that prints every e-mail it receives, for
 * trying a production install on one machine (docs/operations.md): start it, then start
 * the shop with `SMTP_URL=smtp://127.0.0.1:2525`, and the verification codes, receipts and sign-in
 * notices appear in this terminal. It listens on 127.0.0.1 only, accepts any sender, keeps nothing.
 * `--jsonl FILE` also appends each message to FILE as a JSON line (the production trial journey reads it).
 * A real shop points SMTP_URL at its mail provider instead.
 */
import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** The readable body of a simple message: the text/plain part, quoted-printable or base64 decoded. */
export function readMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject: *(.*)$/im.exec(unfolded)?.[1] ?? '');
  let body = rest.join('\n\n');
  let headers = unfolded;
  const boundary = /boundary="?([^";\s]+)"?/i.exec(unfolded)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`);
    const plain = parts.find((p) => /content-type: *text\/plain/i.test(p)) ?? parts[1] ?? '';
    const [partHead = '', ...partBody] = plain.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    headers = partHead;
    body = partBody.join('\n\n');
  }
  const encoding = /content-transfer-encoding: *([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body);
  if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { subject, text: body.replace(/\r\n/g, '\n').trim() };
}

function decodeQuotedPrintable(value: string): string {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Starts the catcher; `onMail` gets each message. Resolves with the server once it listens. */
export async function startMailCatcher(port: number, onMail: (mail: CaughtMail) => void) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'Roslis mail catcher',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { subject, text } = readMail(Buffer.concat(chunks).toString('utf8'));
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        onMail({ from, to: session.envelope.rcptTo.map((r) => r.address), subject, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const portIndex = process.argv.indexOf('--port');
  const port = portIndex > 0 ? Number(process.argv[portIndex + 1]) : 2525;
  const fileIndex = process.argv.indexOf('--jsonl');
  const file = fileIndex > 0 ? process.argv[fileIndex + 1] : undefined;
  await startMailCatcher(port, (mail) => {
    if (file) appendFileSync(file, `${JSON.stringify({ ...mail, at: new Date().toISOString() })}\n`);
    console.log(
      `\n--- ${new Date().toISOString()} to ${mail.to.join(', ')}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
    );
  });
  console.log(`Mail catcher listening on smtp://127.0.0.1:${port} (Ctrl+C to stop)`);
}
