import type { Locale } from '../../../contracts/locale.ts';
import type { Versions } from '../../lib/notify/templates.ts';
import * as accounts from '../accounts/service.ts';
import { type OrderEmailKind, orderEmail } from './emails.ts';
import type { OrderDeps } from './order-deps.ts';
import * as repo from './repo.ts';

/**
 * The member hears of each step as they chose (Account Settings, Notifications, kind 'orders'): the
 * confirmation, the cancellation and the refund are receipts for money and always go, by e-mail, or by
 * text to a member who has only a phone; every step goes by text too when she chose SMS; shipping and
 * delivery follow her e-mail, SMS and WhatsApp choices; a push goes for each when she chose push.
 */
const ALWAYS: readonly OrderEmailKind[] = ['confirmed', 'cancelled', 'refunded'];
type SmsText = Partial<Record<OrderEmailKind, (number: string, url: string) => string>>;
/** Per language; a step without a version in the member's language is sent in English. */
const SMS_TEXT: Versions<SmsText> = {
  en: {
    confirmed: (number, url) =>
      `Roslis: we have your order ${number} and are getting it ready. Details: ${url}`,
    shipped: (number, url) => `Roslis: your order ${number} has shipped. Track it: ${url}`,
    delivered: (number, url) => `Roslis: your order ${number} was delivered. Details: ${url}`,
    cancelled: (number, url) => `Roslis: your order ${number} was cancelled. Details: ${url}`,
    refunded: (number, url) => `Roslis: the refund for your order ${number} is on its way. Details: ${url}`,
  },
  ml: {
    confirmed: (number, url) => `Roslis: നിങ്ങളുടെ ഓർഡർ ${number} ലഭിച്ചു; ഞങ്ങൾ അത് ഒരുക്കുകയാണ്. വിവരങ്ങൾ: ${url}`,
    shipped: (number, url) => `Roslis: നിങ്ങളുടെ ഓർഡർ ${number} അയച്ചു. ട്രാക്ക് ചെയ്യാം: ${url}`,
    delivered: (number, url) => `Roslis: നിങ്ങളുടെ ഓർഡർ ${number} ഡെലിവർ ചെയ്തു. വിവരങ്ങൾ: ${url}`,
    cancelled: (number, url) => `Roslis: നിങ്ങളുടെ ഓർഡർ ${number} റദ്ദാക്കി. വിവരങ്ങൾ: ${url}`,
    refunded: (number, url) => `Roslis: ഓർഡർ ${number}-നുള്ള റീഫണ്ട് ഉടൻ എത്തും. വിവരങ്ങൾ: ${url}`,
  },
};

/** The push's line under the title (the e-mail's subject): no address, no amounts. */
const PUSH_BODY: Versions<Partial<Record<OrderEmailKind, string>>> = {
  en: {
    confirmed: 'We have your order and are getting it ready.',
    shipped: 'It is on its way. Tap to track it.',
    delivered: 'It was delivered. Tell us how it fits.',
    cancelled: 'Your order was cancelled.',
    refunded: 'Your refund is on its way to you.',
  },
  ml: {
    confirmed: 'ഓർഡർ ലഭിച്ചു; ഞങ്ങൾ അത് ഒരുക്കുകയാണ്.',
    shipped: 'ഓർഡർ വഴിയിലാണ്. ട്രാക്ക് ചെയ്യാൻ ടാപ്പ് ചെയ്യൂ.',
    delivered: 'ഓർഡർ എത്തി. പാകമായോ എന്ന് ഞങ്ങളോട് പറയൂ.',
    cancelled: 'നിങ്ങളുടെ ഓർഡർ റദ്ദാക്കി.',
    refunded: 'നിങ്ങളുടെ റീഫണ്ട് ഉടൻ എത്തും.',
  },
};

/** The SMS or push of a step in the member's language, English where the step has none in it. */
function stepWords<T>(
  versions: Versions<Partial<Record<OrderEmailKind, T>>>,
  kind: OrderEmailKind,
  locale: Locale,
) {
  return versions[locale]?.[kind] ?? versions.en[kind];
}
/**
 * The WhatsApp order-update template (WHATSAPP_TEMPLATE_ORDER_UPDATE) for the steps the member follows by
 * choice: {{1}} her first name, {{2}} the order number, {{3}} what happened, {{4}} the order's page.
 */
const WHATSAPP_STEP: Partial<Record<OrderEmailKind, string>> = {
  shipped: 'has shipped',
  delivered: 'was delivered',
};
function whatsAppUpdate(
  kind: OrderEmailKind,
  number: string,
  url: string,
): accounts.WhatsAppContent | undefined {
  const step = WHATSAPP_STEP[kind];
  if (!step) return undefined;
  return (name) => ({
    template: 'order_update',
    params: [name, number, step, url],
    text: `Hello ${name}, your Roslis order ${number} ${step}. Details: ${url}`,
  });
}

export async function notify(deps: OrderDeps, orderId: string, kinds: OrderEmailKind[]) {
  if (kinds.length === 0) return;
  try {
    const order = await repo.findById(deps.db, orderId);
    if (!order) return;
    const lines = await repo.linesOf(deps.db, [order.id]);
    const url = `${deps.origin}/orders/${encodeURIComponent(order.number)}`;
    for (const kind of kinds) {
      await accounts.notifyMember(deps, {
        userId: order.userId,
        kind: 'orders',
        always: ALWAYS.includes(kind),
        compose: (locale) => {
          const email = orderEmail(kind, order, lines, url, locale);
          return {
            email,
            sms: stepWords(SMS_TEXT, kind, locale)?.(order.number, url),
            push: {
              title: email.subject,
              body: stepWords(PUSH_BODY, kind, locale) ?? '',
              url: `/orders/${encodeURIComponent(order.number)}`,
              tag: `order-${order.number}`,
            },
          };
        },
        // WhatsApp sends the approved template, in English (a Malayalam one needs its own approval).
        whatsapp: whatsAppUpdate(kind, order.number, url),
      });
    }
  } catch (err) {
    // The order changed; a mail server outage must not undo or fail it.
    deps.log.error({ err, orderId }, 'an order e-mail could not be sent');
  }
}

/** The confirmation of an order that was paid as it was placed (the card's rules covered all of it). */
export function confirmPaidAtPlacement(deps: OrderDeps, orderId: string) {
  return notify(deps, orderId, ['confirmed']);
}
