import { ORDER_RULES } from '../../../contracts/constants.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { formatPaise } from '../../../contracts/money.ts';
import { dayLabel } from '../../lib/calendar.ts';
import { inLanguage, type RenderedEmail, renderEmail, type Versions } from '../../lib/notify/templates.ts';
import { ruleLineLabel } from '../pricing/service.ts';
import type * as repo from './repo.ts';

/**
 * The order e-mails: confirmed, shipped, delivered, cancelled, refunded (one layout, the shop's words),
 * in the member's language: each is written in English and in Malayalam (templates.ts inLanguage).
 */
export type OrderEmailKind = 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

/** Where an order goes, on one line: the name, then the address's parts that are filled in. */
function deliveryLine(a: repo.OrderRow['address']): string {
  return `${a.name}, ${[a.line1, a.line2, a.city, a.state, a.postalCode].filter(Boolean).join(', ')}`;
}

/** Each step in Malayalam (the same facts as the English versions). */
function orderEmailMl(
  kind: OrderEmailKind,
  order: repo.OrderRow,
  lines: repo.OrderLineRow[],
  orderUrl: string,
): RenderedEmail {
  const total = formatPaise(order.totalPaise);
  const action = { label: 'ഓർഡർ കാണുക', url: orderUrl };
  const address = deliveryLine(order.address);
  switch (kind) {
    case 'confirmed': {
      const preOrder = order.preOrderShipsAfter
        ? [
            `പ്രീ-ഓർഡർ പീസുകൾ, പ്രീ-ഓർഡർ ${dayLabel(order.preOrderShipsAfter, 'ml')}-ന് അവസാനിച്ച ശേഷം 2 മുതൽ 3 ആഴ്ചയ്ക്കുള്ളിൽ അയയ്ക്കും.`,
          ]
        : [];
      return renderEmail({
        locale: 'ml',
        subject: `ഓർഡർ ${order.number} സ്ഥിരീകരിച്ചു`,
        // As in English: an order the card's rules paid in full (Gold's free pick) had no payment.
        preheader:
          order.totalPaise === 0 ? 'അടയ്ക്കാൻ ഒന്നുമുണ്ടായിരുന്നില്ല.' : `നിങ്ങളുടെ ${total} പേയ്‌മെന്റ് ഞങ്ങൾക്ക് ലഭിച്ചു.`,
        heading: 'ഓർഡറിന് നന്ദി',
        paragraphs: [
          order.totalPaise === 0
            ? `ഓർഡർ ${order.number} സ്ഥിരീകരിച്ചു. അടയ്ക്കാൻ ഒന്നുമുണ്ടായിരുന്നില്ല: നിങ്ങളുടെ കാർഡിന്റെ നിയമങ്ങൾ അതു വഹിച്ചു.`
            : `ഓർഡർ ${order.number}-നുള്ള ${total} പേയ്‌മെന്റ് ഞങ്ങൾക്ക് ലഭിച്ചു.`,
          ...linesText(order, lines, 'ml'),
          ...preOrder,
          `ഓർഡർ ${address} എന്ന വിലാസത്തിൽ എത്തിക്കും. ഷിപ്പിംഗ് സൗജന്യമാണ്; എല്ലാ വിലകളിലും നികുതി ഉൾപ്പെടുന്നു.`,
        ],
        action,
        note: 'ഓർഡർ അയയ്ക്കുമ്പോൾ ട്രാക്കിംഗ് നമ്പറുമായി ഞങ്ങൾ വീണ്ടും എഴുതാം.',
      });
    }
    case 'shipped':
      return renderEmail({
        locale: 'ml',
        subject: `ഓർഡർ ${order.number} അയച്ചു`,
        preheader: `${order.carrier} ട്രാക്കിംഗ് നമ്പർ ${order.trackingNumber}.`,
        heading: 'നിങ്ങളുടെ ഓർഡർ വഴിയിലാണ്',
        paragraphs: [
          `ഓർഡർ ${order.number} ${order.carrier} വഴി ഞങ്ങളുടെ സ്റ്റുഡിയോയിൽ നിന്ന് പുറപ്പെട്ടു.`,
          `ട്രാക്കിംഗ് നമ്പർ: ${order.trackingNumber}`,
          `ഇത് ${address} എന്ന വിലാസത്തിലേക്ക് വരികയാണ്.`,
        ],
        action,
      });
    case 'delivered':
      return renderEmail({
        locale: 'ml',
        subject: `ഓർഡർ ${order.number} ഡെലിവർ ചെയ്തു`,
        preheader: 'നിങ്ങൾക്ക് ഇഷ്ടമാകുമെന്ന് ഞങ്ങൾ കരുതുന്നു.',
        heading: 'ഡെലിവർ ചെയ്തു',
        paragraphs: [
          `ഓർഡർ ${order.number} ഡെലിവർ ചെയ്തു. നിങ്ങൾക്ക് ഇഷ്ടമാകുമെന്ന് ഞങ്ങൾ കരുതുന്നു.`,
          `ഏതെങ്കിലും പീസ് കേടുപാടോടെയാണ് എത്തിയതെങ്കിൽ, ഡെലിവറി കഴിഞ്ഞ് ${ORDER_RULES.exchangeWindowHours} മണിക്കൂറിനുള്ളിൽ അൺബോക്സിംഗ് വീഡിയോ സഹിതം ഓർഡർ പേജിൽ നിന്ന് അറിയിക്കൂ; ഞങ്ങൾ അത് മാറ്റിത്തരാം.`,
          'ലഭിച്ച പീസുകൾക്ക് ഓർഡർ പേജിൽ റേറ്റിംഗും നൽകാം.',
        ],
        action,
      });
    case 'cancelled':
      return renderEmail({
        locale: 'ml',
        subject: `ഓർഡർ ${order.number} റദ്ദാക്കി`,
        preheader: 'നിങ്ങളുടെ ഓർഡർ റദ്ദാക്കി.',
        heading: 'നിങ്ങളുടെ ഓർഡർ റദ്ദാക്കി',
        paragraphs: [
          `ഓർഡർ ${order.number} (${total}) റദ്ദാക്കി.`,
          order.paidAt
            ? 'നിങ്ങൾ അടച്ച തുക, പണമടച്ച അതേ രീതിയിലേക്കു തന്നെ റീഫണ്ട് ചെയ്യുകയാണ്; റീഫണ്ട് പൂർത്തിയാകുമ്പോൾ ഞങ്ങൾ അറിയിക്കാം.'
            : 'നിങ്ങളിൽ നിന്നു പണമൊന്നും ഈടാക്കിയിട്ടില്ല.',
        ],
        action,
      });
    case 'refunded':
      return renderEmail({
        locale: 'ml',
        subject: `ഓർഡർ ${order.number}-നുള്ള റീഫണ്ട്`,
        preheader: `${total} നിങ്ങൾക്കു തിരികെ ലഭിക്കും.`,
        heading: 'നിങ്ങളുടെ റീഫണ്ട് ഉടൻ എത്തും',
        paragraphs: [
          `ഓർഡർ ${order.number}-നുള്ള ${total} ഞങ്ങൾ റീഫണ്ട് ചെയ്തു.`,
          'സാധാരണ 5-7 പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ ബാങ്കിൽ കാണാം.',
        ],
        action,
      });
  }
}

const signed = (paise: number) => `${paise < 0 ? '−' : '+'}${formatPaise(Math.abs(paise))}`;

/** Each line with the card's rules it was priced with ("Monthly pick −₹1,500"), then the order's own. */
function linesText(order: repo.OrderRow, lines: repo.OrderLineRow[], locale: Locale = 'en'): string[] {
  const w = inLanguage(
    {
      en: { size: 'size', listPrice: 'list price', preOrder: 'pre-order', forName: 'For' },
      ml: { size: 'സൈസ്', listPrice: 'വില', preOrder: 'പ്രീ-ഓർഡർ', forName: 'ആർക്ക്:' },
    },
    locale,
  );
  const text = lines.map((l) => {
    const variant = [l.size && `${w.size} ${l.size}`, l.color].filter(Boolean).join(', ');
    const rules = l.rules.length
      ? ` (${w.listPrice} ${formatPaise(l.unitPricePaise)}; ${l.rules.map((r) => `${ruleLineLabel(r, locale)} ${signed(r.amountPaise)}`).join('; ')})`
      : '';
    return `${l.quantity} × ${l.name}${variant ? ` (${variant})` : ''}: ${formatPaise(l.lineTotalPaise)}${rules}${l.isPreOrder ? ` (${w.preOrder})` : ''}${l.forName ? ` — ${w.forName} ${l.forName}` : ''}`;
  });
  return [...text, ...order.rules.map((r) => `${ruleLineLabel(r, locale)}: ${signed(r.amountPaise)}`)];
}

/** An order e-mail in the member's language, or in English when there is no version in hers. */
export function orderEmail(
  kind: OrderEmailKind,
  order: repo.OrderRow,
  lines: repo.OrderLineRow[],
  orderUrl: string,
  locale: Locale = 'en',
): RenderedEmail {
  const versions: Versions<typeof orderEmailEn> = { en: orderEmailEn, ml: orderEmailMl };
  return inLanguage(versions, locale)(kind, order, lines, orderUrl);
}

function orderEmailEn(
  kind: OrderEmailKind,
  order: repo.OrderRow,
  lines: repo.OrderLineRow[],
  orderUrl: string,
): RenderedEmail {
  const total = formatPaise(order.totalPaise);
  const action = { label: 'View your order', url: orderUrl };
  const address = deliveryLine(order.address);
  switch (kind) {
    case 'confirmed': {
      const preOrder = order.preOrderShipsAfter
        ? [
            `Pre-order pieces ship ${ORDER_RULES.preOrderShipWeeks} after the pre-order window closes on ${dayLabel(order.preOrderShipsAfter)}.`,
          ]
        : [];
      // An order the card's rules paid in full (Gold's free pick) had no payment to thank her for.
      const received =
        order.totalPaise === 0
          ? `Order ${order.number} is confirmed. There was nothing to pay: your card's rules covered it.`
          : `We received your payment of ${total} for order ${order.number}.`;
      return renderEmail({
        subject: `Order ${order.number} confirmed`,
        preheader:
          order.totalPaise === 0 ? 'There was nothing to pay.' : `We received your payment of ${total}.`,
        heading: 'Thank you for your order',
        paragraphs: [
          received,
          ...linesText(order, lines),
          ...preOrder,
          `It will be delivered to ${address}. Shipping is free and every price includes taxes.`,
        ],
        action,
        note: 'We will write again when it ships, with the tracking number.',
      });
    }
    case 'shipped':
      return renderEmail({
        subject: `Order ${order.number} has shipped`,
        preheader: `${order.carrier} tracking number ${order.trackingNumber}.`,
        heading: 'Your order is on its way',
        paragraphs: [
          `Order ${order.number} left our studio with ${order.carrier}.`,
          `Tracking number: ${order.trackingNumber}`,
          `It is on its way to ${address}.`,
        ],
        action,
      });
    case 'delivered':
      return renderEmail({
        subject: `Order ${order.number} was delivered`,
        preheader: 'We hope you love it.',
        heading: 'Delivered',
        paragraphs: [
          `Order ${order.number} was delivered. We hope you love it.`,
          `If a piece arrived damaged, report it from your order page within ${ORDER_RULES.exchangeWindowHours} hours of delivery with an unboxing video and we will exchange it.`,
          'You can also rate the pieces you received on your order page.',
        ],
        action,
      });
    case 'cancelled':
      return renderEmail({
        subject: `Order ${order.number} was cancelled`,
        preheader: 'Your order was cancelled.',
        heading: 'Your order was cancelled',
        paragraphs: [
          `Order ${order.number} (${total}) was cancelled.`,
          order.paidAt
            ? 'Your payment is being refunded to the way you paid; we will confirm when it is done.'
            : 'No payment was taken.',
        ],
        action,
      });
    case 'refunded':
      return renderEmail({
        subject: `Refund for order ${order.number}`,
        preheader: `${total} is on its way back to you.`,
        heading: 'Your refund is on its way',
        paragraphs: [
          `We refunded ${total} for order ${order.number}.`,
          'Banks usually show it within 5-7 working days.',
        ],
        action,
      });
  }
}

/** The staff's decision on a damaged piece (kind 'orders': the member's choice decides e-mail and SMS). */
export function exchangeDecisionEmail(
  decision: { status: 'approved' | 'declined'; note: string | null },
  orderNumber: string,
  productName: string,
  orderUrl: string,
  locale: Locale = 'en',
): RenderedEmail {
  const approved = decision.status === 'approved';
  const versions: Versions<() => Parameters<typeof renderEmail>[0]> = {
    en: () => {
      const note = decision.note ? [`Our note: ${decision.note}`] : [];
      return approved
        ? {
            subject: `Exchange approved for order ${orderNumber}`,
            preheader: `We will exchange the damaged ${productName}.`,
            heading: 'Your exchange is approved',
            paragraphs: [
              `We looked at your report on ${productName} from order ${orderNumber} and will exchange it.`,
              ...note,
              'We will write again when the replacement ships, with the tracking number.',
            ],
            action: { label: 'View your order', url: orderUrl },
          }
        : {
            subject: `Exchange not approved for order ${orderNumber}`,
            preheader: `About your report on ${productName}.`,
            heading: 'We could not approve your exchange',
            paragraphs: [
              `We looked at your report on ${productName} from order ${orderNumber} and could not approve an exchange.`,
              ...note,
              'Your order page shows the decision with our note.',
            ],
            action: { label: 'View your order', url: orderUrl },
          };
    },
    ml: () => {
      // The staff's note is kept as written.
      const note = decision.note ? [`ഞങ്ങളുടെ കുറിപ്പ്: ${decision.note}`] : [];
      return approved
        ? {
            locale: 'ml',
            subject: `ഓർഡർ ${orderNumber}: എക്സ്ചേഞ്ച് അംഗീകരിച്ചു`,
            preheader: `കേടായ ${productName} ഞങ്ങൾ മാറ്റിത്തരും.`,
            heading: 'നിങ്ങളുടെ എക്സ്ചേഞ്ച് അംഗീകരിച്ചു',
            paragraphs: [
              `ഓർഡർ ${orderNumber}-ലെ ${productName}-നെക്കുറിച്ചുള്ള നിങ്ങളുടെ റിപ്പോർട്ട് ഞങ്ങൾ പരിശോധിച്ചു; അതു മാറ്റിത്തരും.`,
              ...note,
              'പകരമുള്ള പീസ് അയയ്ക്കുമ്പോൾ ട്രാക്കിംഗ് നമ്പറുമായി വീണ്ടും എഴുതാം.',
            ],
            action: { label: 'ഓർഡർ കാണുക', url: orderUrl },
          }
        : {
            locale: 'ml',
            subject: `ഓർഡർ ${orderNumber}: എക്സ്ചേഞ്ച് അംഗീകരിച്ചില്ല`,
            preheader: `${productName}-നെക്കുറിച്ചുള്ള നിങ്ങളുടെ റിപ്പോർട്ടിനെക്കുറിച്ച്.`,
            heading: 'നിങ്ങളുടെ എക്സ്ചേഞ്ച് അംഗീകരിക്കാൻ കഴിഞ്ഞില്ല',
            paragraphs: [
              `ഓർഡർ ${orderNumber}-ലെ ${productName}-നെക്കുറിച്ചുള്ള നിങ്ങളുടെ റിപ്പോർട്ട് ഞങ്ങൾ പരിശോധിച്ചു; എക്സ്ചേഞ്ച് അംഗീകരിക്കാൻ കഴിഞ്ഞില്ല.`,
              ...note,
              'തീരുമാനവും ഞങ്ങളുടെ കുറിപ്പും ഓർഡർ പേജിൽ കാണാം.',
            ],
            action: { label: 'ഓർഡർ കാണുക', url: orderUrl },
          };
    },
  };
  return renderEmail(inLanguage(versions, locale)());
}

const EXCHANGE_SMS: Versions<Record<'approved' | 'declined', (orderNumber: string, url: string) => string>> =
  {
    en: {
      approved: (orderNumber, url) =>
        `Roslis: your exchange for order ${orderNumber} is approved. Details: ${url}`,
      declined: (orderNumber, url) =>
        `Roslis: your exchange for order ${orderNumber} was not approved. Details: ${url}`,
    },
    ml: {
      approved: (orderNumber, url) =>
        `Roslis: ഓർഡർ ${orderNumber}-നുള്ള നിങ്ങളുടെ എക്സ്ചേഞ്ച് അംഗീകരിച്ചു. വിവരങ്ങൾ: ${url}`,
      declined: (orderNumber, url) =>
        `Roslis: ഓർഡർ ${orderNumber}-നുള്ള നിങ്ങളുടെ എക്സ്ചേഞ്ച് അംഗീകരിച്ചില്ല. വിവരങ്ങൾ: ${url}`,
    },
  };

export function exchangeDecisionSms(
  status: 'approved' | 'declined',
  orderNumber: string,
  url: string,
  locale: Locale = 'en',
) {
  return inLanguage(EXCHANGE_SMS, locale)[status](orderNumber, url);
}
