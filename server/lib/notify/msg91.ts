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
      let res: Response;
      try {
        res = await fetch(`${config.baseUrl}/api/v5/flow`, {
          method: 'POST',
          headers: {
            authkey: config.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const reason = err instanceof Error ? err.name : 'error';
        throw new TransportError(`MSG91 unreachable (${reason})`);
      }
      const answer = (await res.json().catch(() => null)) as { type?: string; message?: unknown } | null;
      if (res.ok && answer?.type === 'success' && typeof answer.message === 'string' && answer.message) {
        return { providerMessageId: answer.message };
      }
      // MSG91's own error words (e.g. "Invalid authkey"), cut short; never the message text.
      const said = typeof answer?.message === 'string' ? `: ${answer.message.slice(0, 80)}` : '';
      throw new TransportError(`MSG91 answered ${res.status}${said}`);
    },
  };
}
