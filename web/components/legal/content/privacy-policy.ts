import { SITE } from '../../../lib/site';
import { companyContact, WHO_WE_ARE } from './common';
import type { LegalDocumentContent } from './types';

export const privacyPolicy: LegalDocumentContent = {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  effective: { label: 'Effective date', display: '30/5/2025', iso: '2025-05-30' },
  summary:
    'What personal information Roslis collects, why we collect it, who we share it with, how long we keep it and the choices you have.',
  intro: [
    `This policy explains how ${WHO_WE_ARE} (“${SITE.name}”, “we”, “us”) looks after the personal information of visitors, applicants and members who use our website, our app and our customer-care channels.`,
    'We ask only for what we need to review your application, make your clothes and look after your membership. We do not sell your personal information, and we never will.',
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      body: [
        'When you apply for a card, shop with us or contact us, you give us:',
        {
          kind: 'list',
          items: [
            {
              lead: 'Identity and contact details:',
              text: 'your name, e-mail address, phone number and postal address.',
            },
            {
              lead: 'Style and fit details:',
              text: 'your clothing size, gender and shopping preferences, such as the styles, colours and occasions you choose, and any measurements you add to your style profile.',
            },
            {
              lead: 'Membership details:',
              text: 'the card you chose, the Fashion Advisor code you applied with, your orders, votes, wishlist and messages to customer care.',
            },
            {
              lead: 'An identity number, only if you ask for it:',
              text: 'if you take up one of the complimentary banking or insurance services offered to members, we collect the identity number our partner needs to open that service. We do not ask for it for anything else.',
            },
          ],
        },
        'When you use our website or app, we also record some information automatically:',
        {
          kind: 'list',
          items: [
            'your IP address and the approximate location it suggests;',
            'your browser type and version;',
            'your device type, operating system and screen size;',
            'the pages you visit and when, so we can keep the service secure and working well.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      body: [
        'We use your information to:',
        {
          kind: 'list',
          items: [
            'verify your e-mail address or phone number and review your membership application;',
            'contact you, or a parent or guardian, when we need to confirm details during the review;',
            'make, pack and deliver your orders in the right size, and handle exchanges for damaged items;',
            'run your membership: your card, your monthly design selection, member pricing, votes and birthday gift;',
            'suggest designs that suit your style, size and preferences;',
            'answer your questions through customer care;',
            'send service messages about your application, orders and payments;',
            'send news about launches and offers, only if you have agreed to receive them;',
            'prevent fraud, protect accounts and meet our legal, tax and accounting duties.',
          ],
        },
        'We use your information only for these purposes. If we ever need it for something new, we will tell you first and, where the law requires it, ask for your consent.',
      ],
    },
    {
      id: 'sharing',
      heading: 'How we share your information',
      body: [
        'We share personal information only with people who need it to serve you, and only as much as they need:',
        {
          kind: 'list',
          items: [
            {
              lead: 'Your Fashion Advisor:',
              text: 'the advisor whose code you applied with sees your name and the status of your application, so they can guide you. They do not see your payments or your identity number.',
            },
            {
              lead: 'Our production units:',
              text: 'our workshops receive your size and the details of your order, not your contact details.',
            },
            {
              lead: 'Delivery partners:',
              text: 'couriers receive your name, delivery address and phone number to deliver your parcel.',
            },
            { lead: 'Payment gateways:', text: 'see “Payments” below.' },
            {
              lead: 'Banking and insurance partners:',
              text: 'only if you choose one of the complimentary services, and only the details that service needs.',
            },
            {
              lead: 'Service providers:',
              text: 'companies that host our systems or send our e-mails and text messages, under contracts that require them to protect your information and use it only for us.',
            },
            {
              lead: 'Authorities:',
              text: 'when the law requires it, or when it is needed to protect our members, our staff or the public.',
            },
          ],
        },
        'We do not sell, rent or trade your personal information.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      body: [
        'Payments to Roslis are processed by two established payment gateways. When you pay, you enter your card, UPI or bank details directly with the gateway, over an encrypted connection.',
        {
          kind: 'note',
          text: 'We never see or store your full card number, expiry date or CVV. They are handled by the payment gateways under their own security standards.',
        },
        'We keep the payment reference, the amount, the date and whether the payment succeeded, so we can confirm your order and keep proper accounts. EMI through a partner credit card is also governed by the privacy policy of the bank that issued the card.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      body: [
        'Our website uses a small number of cookies and your browser’s local storage:',
        {
          kind: 'list',
          items: [
            {
              lead: 'Essential:',
              text: 'a secure cookie that keeps you signed in, and the details that carry a registration from one step to the next. The website cannot work without them.',
            },
            {
              lead: 'Preferences:',
              text: 'choices such as your colour theme and the storefront you last used.',
            },
          ],
        },
        'We do not use advertising cookies. You can clear cookies and site data in your browser at any time; if you block essential cookies, you will not be able to sign in.',
      ],
    },
    {
      id: 'security',
      heading: 'How we keep your information safe',
      body: [
        'We protect your information with care proportionate to its sensitivity:',
        {
          kind: 'list',
          items: [
            'every page and payment travels over an encrypted (HTTPS) connection;',
            'passwords and verification codes are stored only in a scrambled (hashed) form that cannot be read back;',
            'only staff who need your information for their work can see it, and their access is recorded;',
            'identity numbers for partner services are kept separately and shared only with the partner concerned.',
          ],
        },
        'No system is perfectly secure. If you think your account has been used without your permission, change your password and contact us straight away. If a breach ever puts your information at risk, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your information',
      body: [
        {
          kind: 'list',
          items: [
            'While you are a member, we keep your account, profile and order history so we can serve you.',
            'If your application is not approved, we delete the details you gave us within 12 months, unless you ask us to keep them for a future application.',
            'After a membership ends, we delete or anonymise your profile and style details. We keep order, invoice and payment records for as long as Indian tax and company law requires.',
            'Technical records such as IP addresses are kept for a short period for security, then deleted.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      body: [
        'You are in control of your information. You can ask us to:',
        {
          kind: 'list',
          items: [
            { lead: 'Access it:', text: 'receive a copy of the personal information we hold about you.' },
            {
              lead: 'Correct it:',
              text: 'fix anything that is wrong or out of date. You can change most details yourself on your profile.',
            },
            {
              lead: 'Delete it:',
              text: 'erase your information when we no longer need it, except the records the law requires us to keep.',
            },
            {
              lead: 'Withdraw your consent:',
              text: 'stop marketing messages at any time, from the message itself or in your account settings, without affecting your membership.',
            },
          ],
        },
        'Write to us using the details under “Contact us”. We may ask you to confirm your identity, and we will reply within 30 days.',
      ],
    },
    {
      id: 'children',
      heading: 'Children and young applicants',
      body: [
        'Our membership is meant for adults. An applicant under 18 may join only with the consent of a parent or guardian.',
        'When we review an application from someone under 18, we call a parent or guardian to confirm their consent before the card is activated. If we learn that we hold a minor’s information without that consent, we delete it.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us and changes to this policy',
      body: [
        'For any question about your personal information, to use your rights or to raise a concern, contact our customer-care team:',
        companyContact(),
        'We may update this policy when our services or the law change. We will post the new version here with its effective date, and tell members by e-mail about any important change before it takes effect.',
      ],
    },
  ],
};
