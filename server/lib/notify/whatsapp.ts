import type { WhatsAppTemplate } from '../../../contracts/messages.ts';
import type { WhatsAppConfig } from '../../env.ts';
import { msg91Mobile, msg91Post, msg91Refusal, TransportError } from './msg91.ts';

type Msg91WhatsAppConfig = Extract<WhatsAppConfig, { provider: 'msg91' }>;

/**
 * One WhatsApp message: an approved template and its body parameters (`body_1`, `body_2`... fill the
 * template's {{1}}, {{2}}...). WhatsApp allows a business to start a conversation only with an approved
 * template, so the shop never sends free text there. `text` is the same message in words for the outbox
 * (development); it is never sent.
 */
export interface WhatsAppMessage {
  to: string;
  template: WhatsAppTemplate;
  params: Record<string, string>;
  text: string;
}

export interface WhatsAppSender {
  /** Resolves with the provider's id for the message; throws TransportError when it was not taken. */
  send(message: {
    to: string;
    /** The kind (order_update, monthly_pick), as the queued row holds it. */
    template: string;
    params: Record<string, string>;
  }): Promise<{ providerMessageId?: string }>;
}

/** The body parameters in template order: { body_1: 'Asha', body_2: 'R-1001' } from ['Asha', 'R-1001']. */
export function bodyParams(values: readonly string[]): Record<string, string> {
  return Object.fromEntries(values.map((v, i) => [`body_${i + 1}`, v]));
}

/**
 * MSG91's WhatsApp outbound template API (POST {base}/api/v5/whatsapp/whatsapp-outbound-message/bulk/,
 * header `authkey`, the same key as SMS): the request names the integrated number (the shop's WhatsApp
 * Business number), the template by its approved name and language, and for each recipient (country
 * code and digits, no '+') the template's components as `body_N: { type: 'text', value }`. MSG91
 * answers `{ status: 'success', hasError: false, request_id }` when it took the message; a 4xx with
 * `hasError: true` (unknown template, wrong parameters) is not retried, a 5xx or no answer is (the
 * request and its refusals go through msg91.ts's client, as SMS's do).
 */
export function createMsg91WhatsAppSender(config: Msg91WhatsAppConfig, timeoutMs = 15_000): WhatsAppSender {
  return {
    async send(message) {
      const name = Object.hasOwn(config.templates, message.template)
        ? config.templates[message.template as WhatsAppTemplate]
        : undefined;
      if (!name) throw new TransportError(`no WhatsApp template for ${message.template} messages`, true);
      const components = Object.fromEntries(
        Object.entries(message.params).map(([key, value]) => [key, { type: 'text', value }]),
      );
      const body = {
        integrated_number: config.integratedNumber,
        content_type: 'template',
        payload: {
          messaging_product: 'whatsapp',
          type: 'template',
          template: {
            name,
            language: { code: config.language, policy: 'deterministic' },
            namespace: null,
            to_and_components: [{ to: [msg91Mobile(message.to)], components }],
          },
        },
      };
      const { ok, status, answer } = await msg91Post(
        config,
        '/api/v5/whatsapp/whatsapp-outbound-message/bulk/',
        body,
        { service: 'MSG91 WhatsApp', timeoutMs },
      );
      if (ok && answer?.status === 'success' && !answer.hasError) {
        const id = typeof answer.request_id === 'string' && answer.request_id ? answer.request_id : undefined;
        return { providerMessageId: id };
      }
      // MSG91's own words (e.g. "Template not found"), never the message's parameters.
      const words = typeof answer?.errors === 'string' ? answer.errors : answer?.data;
      throw msg91Refusal('MSG91 WhatsApp', status, words);
    },
  };
}
