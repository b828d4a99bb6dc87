import type { SmsConfig } from '../../env.ts';
import type { SmsMessage } from './outbox.ts';

type Msg91Config = Extract<SmsConfig, { provider: 'msg91' }>;

/** A try that failed; `permanent` ones are not retried (a missing template never appears by itself). */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

export interface SmsSender {
  /** Resolves with the provider's id for the message; throws TransportError when it was not taken. */
  send(message: SmsMessage): Promise<{ providerMessageId?: string }>;
}

/** '+91 98470 00001' -> '919847000001' (MSG91 wants the country code and digits, no '+'). */
export const msg91Mobile = (phone: string) => phone.replace(/\D/g, '');

/**
 * The one MSG91 client SMS and WhatsApp share: a JSON POST to {base}{path} with the account's `authkey`
 * header and a timeout. No answer (a timeout, a refused connection) throws a TransportError to retry;
 * otherwise it resolves with the status and the JSON answer (null when the body is not JSON), which
 * the caller reads for its API's own idea of success.
 */
export async function msg91Post(
  account: { baseUrl: string; authKey: string },
  path: string,
  body: unknown,
  options: { service: string; timeoutMs: number },
): Promise<{ ok: boolean; status: number; answer: Record<string, unknown> | null }> {
  let res: Response;
  try {
    res = await fetch(`${account.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authkey: account.authKey,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    const reason = err instanceof Error ? err.name : 'error';
    throw new TransportError(`${options.service} unreachable (${reason})`);
  }
  const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return { ok: res.ok, status: res.status, answer: answer && typeof answer === 'object' ? answer : null };
}

/**
 * A request MSG91 did not take, as the queue's error: "<service> answered <status>: <MSG91's words>"
 * (cut short; never the message). A refusal of the request itself (4xx: a bad template, parameters or
 * number, a wrong key) will not change by retrying, so it is permanent; an overloaded or failing MSG91
 * (408, 429, 5xx, or a 2xx that is not a success) may, so it is retried.
 */
export function msg91Refusal(service: string, status: number, words: unknown): TransportError {
  const said = typeof words === 'string' && words ? `: ${words.slice(0, 80)}` : '';
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  return new TransportError(`${service} answered ${status}${said}`, permanent);
}

/**
 * MSG91's Flow API (POST {base}/api/v5/flow, header `authkey`): Indian rules (DLT) allow only texts
 * registered as templates, so the request names the template and fills its variables. A verification
 * code uses MSG91_TEMPLATE_OTP (variables `otp`, `minutes`); every other text MSG91_TEMPLATE_NOTICE
 * (variable `text`). MSG91 answers `{ "type": "success", "message": "<request id>" }`; the request id
 * comes back in its delivery reports.
 */
export function createMsg91Sender(config: Msg91Config, timeoutMs = 15_000): SmsSender {
  return {
    async send(message) {
      const template = message.template ?? 'notice';
      const templateId = config.templates[template];
      if (!templateId) {
        throw new TransportError(`no DLT template for ${template} texts (MSG91_TEMPLATE_NOTICE)`, true);
      }
      const vars = message.vars ?? { text: message.text };
      const body = {
        template_id: templateId,
        ...(config.senderId ? { sender: config.senderId } : {}),
        short_url: '0',
        recipients: [{ mobiles: msg91Mobile(message.to), ...vars }],
      };
      const { ok, status, answer } = await msg91Post(config, '/api/v5/flow', body, {
        service: 'MSG91',
        timeoutMs,
      });
      if (ok && answer?.type === 'success' && typeof answer.message === 'string' && answer.message) {
        return { providerMessageId: answer.message };
      }
      // MSG91's own error words (e.g. "Invalid authkey").
      throw msg91Refusal('MSG91', status, answer?.message);
    },
  };
}
