import { SITE } from '../../../lib/site';
import { companyContact, WHO_WE_ARE } from './common';
import type { LegalDocumentContent } from './types';

/**
 * The shop's one wording of cancelling and returning an order (the Terms win on returns; a member may
 * still cancel until the order ships). The README's orders section says the same, word for word.
 */
export const ORDER_CANCELLATION_RULE =
  'You can cancel an order from your order page until it ships, and what you paid is refunded in full. Once an order has shipped it cannot be cancelled, and we do not accept returns: a piece that reaches you damaged is exchanged when you report it within 48 hours of delivery with an unboxing video.';

export const termsAndConditions: LegalDocumentContent = {
  id: 'terms-and-conditions',
  title: 'Terms & Conditions',
  effective: { label: 'Effective date', display: '30/5/2025', iso: '2025-05-30' },
  summary:
    'The terms of the Roslis membership card: eligibility, tiers, prices, payments, orders, exchanges and how disputes are resolved.',
  intro: [
    `These terms are an agreement between you and ${WHO_WE_ARE} (“${SITE.name}”, “we”, “us”). They apply when you apply for a membership card, use our website or app, or buy from us.`,
    'Please read them carefully. By applying for a card or placing an order, you accept these terms, our Privacy Policy and our Design Protection Policy.',
  ],
  sections: [
    {
      id: 'eligibility',
      heading: 'Eligibility and selective membership',
      body: [
        `${SITE.name} is a selective membership club. Every application is reviewed personally by our team, and entry is not guaranteed.`,
        {
          kind: 'list',
          items: [
            'You apply with the code of a Roslis Fashion Advisor, verify your e-mail address or phone number, pay the one-time joining fee for your card and complete your style profile.',
            'We review each application within 3 to 5 business days. We may contact you, or a parent or guardian, to verify your details.',
            'Applicants under 18 need the consent of a parent or guardian, which we confirm by phone before activation.',
            'If your application is not approved, we refund the joining fee in full to the original payment method.',
            'The information you give must be true and complete. We may decline or cancel a membership based on false information.',
            'Only approved card accounts may use members-only services. A card belongs to one person and cannot be transferred, but you may buy a card as a gift for someone else, who then applies in her own name.',
          ],
        },
      ],
    },
    {
      id: 'card-and-tiers',
      heading: 'The card and its tiers',
      body: [
        {
          kind: 'list',
          items: [
            {
              lead: 'Premium and Gold:',
              text: 'the two cards you can apply for. Each is a lifetime card with a one-time joining fee; its benefits are those described on our card pages when you apply.',
            },
            {
              lead: 'Platinum:',
              text: 'by invitation only; it cannot be applied for or bought. It carries an annual maintenance fee, which is waived in any year in which you buy from the Signature line.',
            },
            {
              lead: 'Keeping your card active:',
              text: 'a card stays active while you make your monthly design selection, a Limited Edition pick. If a month is missed, the card becomes temporarily inactive; it can be reactivated by paying a reentry fee, subject to availability.',
            },
            {
              lead: 'Upgrades:',
              text: 'you may upgrade from Premium to Gold at any time by paying the difference between the two joining fees.',
            },
          ],
        },
        'We may add, improve or withdraw individual benefits. If a change reduces what your card offers, we will tell you at least 30 days in advance.',
      ],
    },
    {
      id: 'prices',
      heading: 'Prices and taxes',
      body: [
        {
          kind: 'list',
          items: [
            'All prices are in Indian rupees and include all applicable taxes.',
            'The price you pay is the one shown when you place your order.',
            'A small extra charge applies to sizes from 3XL; it is shown before you pay.',
            'We give at least 30 days’ notice of any change to card fees, the monthly selection price or the reentry fee. Changes never apply to orders already placed.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments and EMI',
      body: [
        'Payments are made through our two payment gateways. Your card details are handled by the gateways and are never stored by us.',
        {
          kind: 'list',
          items: [
            'An order or joining fee counts as paid only when the gateway confirms the payment to us.',
            'EMI is available through the credit cards of our partner banks. The EMI plan, its interest (if any) and its repayment are between you and the bank that issued your card.',
            'If a payment fails but your account has been charged, the gateway or your bank returns the amount, usually within 5 to 7 business days. Contact us if it does not arrive.',
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: 'Orders, made-to-order and cancellations',
      body: [
        'Most Roslis pieces are made to order in our own production units, in your size, after you order them.',
        {
          kind: 'list',
          items: [
            'Please order at least one month before you need a piece. We will give you an expected dispatch date with every order.',
            'Limited-edition and Signature pieces are made in limited runs and are available only while the run lasts.',
          ],
        },
        {
          kind: 'note',
          text: ORDER_CANCELLATION_RULE,
        },
      ],
    },
    {
      id: 'exchanges',
      heading: 'Exchanges for damaged items',
      body: [
        'We do not accept returns. We exchange an item only if it reaches you damaged.',
        {
          kind: 'list',
          ordered: true,
          items: [
            'Record a continuous unboxing video from the moment you open the sealed parcel, showing the shipping label and the damage.',
            'Within 48 hours of delivery, choose Report damage on your order page and attach the video (or send customer care your order number and the video).',
            'Once we have confirmed the damage, we collect the item and send you a replacement in the same size, or a refund if the piece can no longer be made.',
          ],
        },
        'Without an unboxing video we cannot accept an exchange request. Wear, washing, alterations and differences in personal taste are not damage.',
      ],
    },
    {
      id: 'use-of-the-service',
      heading: 'Your account and members-only content',
      body: [
        {
          kind: 'list',
          items: [
            'Keep your password private. You are responsible for what is done with your account until you tell us it has been misused.',
            'Members-only designs, including designs shown for voting before launch, are for your personal use. Our Design Protection Policy explains what may not be done with them.',
            'Do not misuse the website or app: no automated scraping, no attempts to get around security, no false votes and no abuse of offers.',
            'We may suspend or cancel a membership that breaks these terms. Where the breach is not serious, we will warn you first.',
          ],
        },
      ],
    },
    {
      id: 'liability-and-changes',
      heading: 'Our responsibility and changes to these terms',
      body: [
        'We make every piece with care and describe it as accurately as we can. Colours may look slightly different on different screens.',
        'We are responsible for losses that are a foreseeable result of our breaking these terms. We are not responsible for losses caused by events outside our reasonable control, such as natural disasters, strikes or failures of courier or payment networks. Nothing in these terms limits your rights under Indian consumer law.',
        'We may update these terms. We will post the new version here with its effective date and tell members by e-mail at least 30 days before an important change takes effect.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      body: [
        'These terms are governed by the laws of India.',
        {
          kind: 'list',
          ordered: true,
          items: [
            'If something goes wrong, please contact customer care first. Most concerns are settled quickly this way.',
            `If a dispute cannot be settled within 30 days, it will first be referred to arbitration by a sole arbitrator under the Arbitration and Conciliation Act, 1996, held in ${SITE.legal.jurisdiction}, in English.`,
            `Only if arbitration does not resolve the dispute, the courts of ${SITE.legal.jurisdiction} have exclusive jurisdiction.`,
          ],
        },
        'Questions about these terms:',
        companyContact(),
      ],
    },
  ],
};
