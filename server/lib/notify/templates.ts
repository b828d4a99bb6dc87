import { LOCALE_TAGS, type Locale } from '../../../contracts/locale.ts';

/**
 * The shop's e-mails: one layout in the brand's look (beige paper, a serif wordmark, gold rule) as HTML
 * with inline styles (mail clients ignore stylesheets), and the same words as plain text. A message is
 * written per language (`inLanguage`): the member's language where the message has a version in it,
 * English otherwise; the layout's own words follow the message's language.
 */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface EmailContent {
  subject: string;
  /** Shown by mail clients beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code, shown large. */
  code?: string;
  action?: { label: string; url: string };
  /** Small print under the body. */
  note?: string;
  /** The language the words are in (the layout's own words and `<html lang>` follow it); English if none. */
  locale?: Locale;
}

/** A message's versions: English always, other languages where written. */
export type Versions<T> = { en: T } & Partial<Record<Locale, T>>;

/** The version in the member's language, or the English one when the message has none in it. */
export function inLanguage<T>(versions: Versions<T>, locale: Locale | null | undefined): T {
  return (locale && versions[locale]) || versions.en;
}

/** The layout's own words, per language. */
const LAYOUT: Versions<{ code: string; signature: string; footer: string; reason: string }> = {
  en: {
    code: 'Your code',
    signature: 'Roslis, Kochi, Kerala',
    footer: 'Roslis · women’s wear from Kerala · Kochi, India',
    reason: 'You receive this e-mail because of your Roslis membership application.',
  },
  ml: {
    code: 'നിങ്ങളുടെ കോഡ്',
    signature: 'Roslis, കൊച്ചി, കേരളം',
    footer: 'Roslis · കേരളത്തിൽ നിന്നുള്ള സ്ത്രീകളുടെ വസ്ത്രങ്ങൾ · കൊച്ചി',
    reason: 'Roslis അംഗത്വത്തിനായി നിങ്ങൾ അപേക്ഷിച്ചതിനാലാണ് ഈ ഇ-മെയിൽ ലഭിക്കുന്നത്.',
  },
};

const COLORS = { paper: '#f6f1e7', card: '#fffdf8', text: '#2b2620', muted: '#6f665a', gold: '#a8863d' };
// Malayalam letters fall through to the phone's own Malayalam font (Noto Sans Malayalam on Android).
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', 'Noto Sans Malayalam', serif";
const SANS = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, 'Noto Sans Malayalam', sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const locale = content.locale ?? 'en';
  const words = inLanguage(LAYOUT, locale);
  const textParts = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.code) textParts.push(`${words.code}: ${content.code}`, '');
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.note) textParts.push(content.note, '');
  textParts.push(words.signature);

  const p = (text: string) =>
    `<p style="margin:0 0 16px;font:15px/1.6 ${SANS};color:${COLORS.text}">${escapeHtml(text)}</p>`;
  const code = content.code
    ? `<p style="margin:8px 0 24px;font:600 34px/1 ${SANS};letter-spacing:10px;color:${COLORS.text}">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 28px;background:${COLORS.text};color:${COLORS.card};font:600 13px/1 ${SANS};letter-spacing:2px;text-transform:uppercase;text-decoration:none;border-radius:999px">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const note = content.note
    ? `<p style="margin:24px 0 0;font:13px/1.6 ${SANS};color:${COLORS.muted}">${escapeHtml(content.note)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.paper}">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.paper}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td align="center" style="padding:8px 0 24px;font:500 28px/1 ${SERIF};letter-spacing:10px;color:${COLORS.text}">ROSLIS</td></tr>
<tr><td style="background:${COLORS.card};border-top:3px solid ${COLORS.gold};padding:36px 32px">
<h1 style="margin:0 0 20px;font:500 30px/1.2 ${SERIF};color:${COLORS.text}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(p).join('\n')}
${code}${action}${note}
</td></tr>
<tr><td align="center" style="padding:24px 8px;font:12px/1.6 ${SANS};color:${COLORS.muted}">${escapeHtml(words.footer)}<br>${escapeHtml(words.reason)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: content.subject, text: textParts.join('\n'), html };
}

export function verificationCodeEmail(code: string, minutes: number, locale: Locale = 'en'): RenderedEmail {
  const versions: Versions<() => EmailContent> = {
    en: () => ({
      subject: 'Your Roslis verification code',
      preheader: `Your code is ${code}. It expires in ${minutes} minutes.`,
      heading: 'Confirm your e-mail',
      paragraphs: ['Enter this code on the Roslis application page to confirm your e-mail address.'],
      code,
      note: `The code expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
    }),
    ml: () => ({
      locale: 'ml',
      subject: 'നിങ്ങളുടെ Roslis സ്ഥിരീകരണ കോഡ്',
      preheader: `നിങ്ങളുടെ കോഡ് ${code}. ${minutes} മിനിറ്റിനുള്ളിൽ കാലാവധി തീരും.`,
      heading: 'നിങ്ങളുടെ ഇ-മെയിൽ സ്ഥിരീകരിക്കൂ',
      paragraphs: ['നിങ്ങളുടെ ഇ-മെയിൽ വിലാസം സ്ഥിരീകരിക്കാൻ Roslis അപേക്ഷാ പേജിൽ ഈ കോഡ് നൽകൂ.'],
      code,
      note: `കോഡിന്റെ കാലാവധി ${minutes} മിനിറ്റിനുള്ളിൽ തീരും. നിങ്ങൾ ആവശ്യപ്പെട്ടതല്ലെങ്കിൽ ഈ ഇ-മെയിൽ അവഗണിക്കാം.`,
    }),
  };
  return renderEmail(inLanguage(versions, locale)());
}

/** The verification code's SMS (the provider's registered 'otp' template carries the same words). */
const CODE_SMS: Versions<(code: string, minutes: number) => string> = {
  en: (code, minutes) => `Roslis code: ${code}. It expires in ${minutes} minutes.`,
  ml: (code, minutes) => `Roslis കോഡ്: ${code}. ${minutes} മിനിറ്റിനുള്ളിൽ കാലാവധി തീരും.`,
};

export function verificationCodeSms(code: string, minutes: number, locale: Locale = 'en'): string {
  return inLanguage(CODE_SMS, locale)(code, minutes);
}

/** A card's name in a language (the tiers table's names stay the English of record). */
const PLAN_NAMES: Versions<Record<string, string>> = {
  en: { basic: 'Basic', premium: 'Premium', gold: 'Gold', platinum: 'Platinum' },
  ml: { basic: 'ബേസിക്', premium: 'പ്രീമിയം', gold: 'ഗോൾഡ്', platinum: 'പ്ലാറ്റിനം' },
};

/** "Gold", "ഗോൾഡ്": the card's name as the member reads it (the plan's id where it has no name). */
export function planName(plan: string, locale: Locale | null | undefined): string {
  return inLanguage(PLAN_NAMES, locale)[plan] ?? PLAN_NAMES.en[plan] ?? plan;
}

export function passwordResetEmail(url: string, minutes: number, locale: Locale = 'en'): RenderedEmail {
  const versions: Versions<() => EmailContent> = {
    en: () => ({
      subject: 'Reset your Roslis password',
      preheader: 'A link to choose a new password.',
      heading: 'Reset your password',
      paragraphs: ['We received a request to reset the password of your Roslis account.'],
      action: { label: 'Choose a new password', url },
      note: `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    }),
    ml: () => ({
      locale: 'ml',
      subject: 'നിങ്ങളുടെ Roslis പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യൂ',
      preheader: 'പുതിയ പാസ്‌വേഡ് തിരഞ്ഞെടുക്കാനുള്ള ലിങ്ക്.',
      heading: 'പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യൂ',
      paragraphs: ['നിങ്ങളുടെ Roslis അക്കൗണ്ടിന്റെ പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യാൻ ഒരു അഭ്യർത്ഥന ഞങ്ങൾക്കു ലഭിച്ചു.'],
      action: { label: 'പുതിയ പാസ്‌വേഡ് തിരഞ്ഞെടുക്കൂ', url },
      note: `ഈ ലിങ്ക് ഒരു തവണ മാത്രം പ്രവർത്തിക്കും, ${minutes} മിനിറ്റിനുള്ളിൽ കാലാവധി തീരും. നിങ്ങൾ ആവശ്യപ്പെട്ടതല്ലെങ്കിൽ ഈ ഇ-മെയിൽ അവഗണിക്കൂ: നിങ്ങളുടെ പാസ്‌വേഡ് മാറില്ല.`,
    }),
  };
  return renderEmail(inLanguage(versions, locale)());
}

/** The joining fee's receipt. `plan`: the card's name in the message's language (`planName`). */
export function paymentReceivedEmail(plan: string, amount: string, locale: Locale = 'en'): RenderedEmail {
  const versions: Versions<() => EmailContent> = {
    en: () => ({
      subject: 'We received your Roslis application',
      preheader: `Payment of ${amount} received. Your application is under review.`,
      heading: 'Your application is with us',
      paragraphs: [
        `Thank you. We received your joining fee of ${amount} for the ${plan} card.`,
        'Our team reviews every application within 3-5 business days. We may call you to verify a few details, and your card is activated as soon as you are approved. If your application is not approved, the fee is refunded in full.',
      ],
      note: 'If you have not set a password yet, use “Forgot your password?” on the login page.',
    }),
    ml: () => ({
      locale: 'ml',
      subject: 'നിങ്ങളുടെ Roslis അപേക്ഷ ഞങ്ങൾക്കു ലഭിച്ചു',
      preheader: `${amount} പേയ്‌മെന്റ് ലഭിച്ചു. നിങ്ങളുടെ അപേക്ഷ പരിശോധനയിലാണ്.`,
      heading: 'നിങ്ങളുടെ അപേക്ഷ ഞങ്ങളുടെ കൈയിലാണ്',
      paragraphs: [
        `നന്ദി. ${plan} കാർഡിനുള്ള ${amount} ജോയിനിംഗ് ഫീസ് ഞങ്ങൾക്കു ലഭിച്ചു.`,
        'ഓരോ അപേക്ഷയും 3 മുതൽ 5 വരെ പ്രവൃത്തി ദിവസങ്ങൾക്കുള്ളിൽ ഞങ്ങളുടെ ടീം പരിശോധിക്കും. ചില വിവരങ്ങൾ ഉറപ്പാക്കാൻ ഞങ്ങൾ നിങ്ങളെ വിളിച്ചേക്കാം; അപേക്ഷ അംഗീകരിച്ചാലുടൻ നിങ്ങളുടെ കാർഡ് ആക്ടീവ് ആകും. അപേക്ഷ അംഗീകരിച്ചില്ലെങ്കിൽ ഫീസ് മുഴുവനായും റീഫണ്ട് ചെയ്യും.',
      ],
      note: 'ഇതുവരെ പാസ്‌വേഡ് സെറ്റ് ചെയ്തിട്ടില്ലെങ്കിൽ, ലോഗിൻ പേജിലെ “പാസ്‌വേഡ് മറന്നോ?” ഉപയോഗിക്കൂ.',
    }),
  };
  return renderEmail(inLanguage(versions, locale)());
}

/** The joining fee's receipt by text, for an applicant who verified a phone. */
const PAYMENT_RECEIVED_SMS: Versions<(plan: string, amount: string) => string> = {
  en: (plan, amount) =>
    `Roslis: we received your joining fee of ${amount} for the ${plan} card. Your application is under review (3-5 business days).`,
  ml: (plan, amount) =>
    `Roslis: ${plan} കാർഡിനുള്ള ${amount} ജോയിനിംഗ് ഫീസ് ലഭിച്ചു. നിങ്ങളുടെ അപേക്ഷ പരിശോധനയിലാണ് (3-5 പ്രവൃത്തി ദിവസം).`,
};

export function paymentReceivedSms(plan: string, amount: string, locale: Locale = 'en'): string {
  return inLanguage(PAYMENT_RECEIVED_SMS, locale)(plan, amount);
}

/** `plan`: the card's name in the message's language (`planName`). */
export function applicationApprovedEmail(
  firstName: string | null,
  plan: string,
  loginUrl: string,
  locale: Locale = 'en',
): RenderedEmail {
  const versions: Versions<() => EmailContent> = {
    en: () => ({
      subject: 'Welcome to Roslis: your card is active',
      preheader: `Your ${plan} card is active.`,
      heading: firstName ? `Welcome, ${firstName}` : 'Welcome to Roslis',
      paragraphs: [
        `Your application has been approved and your ${plan} card is now active.`,
        'The LIMITED-EDITION storefront, members-only pricing and design voting are open to you from today.',
      ],
      action: { label: 'Sign in', url: loginUrl },
    }),
    ml: () => ({
      locale: 'ml',
      subject: 'Roslis-ലേക്ക് സ്വാഗതം: നിങ്ങളുടെ കാർഡ് ആക്ടീവ് ആണ്',
      preheader: `നിങ്ങളുടെ ${plan} കാർഡ് ആക്ടീവ് ആണ്.`,
      heading: firstName ? `സ്വാഗതം, ${firstName}` : 'Roslis-ലേക്ക് സ്വാഗതം',
      paragraphs: [
        `നിങ്ങളുടെ അപേക്ഷ അംഗീകരിച്ചു, ${plan} കാർഡ് ഇപ്പോൾ ആക്ടീവ് ആണ്.`,
        'LIMITED-EDITION സ്റ്റോർ, അംഗങ്ങൾക്കു മാത്രമുള്ള വിലകൾ, ഡിസൈൻ വോട്ടിംഗ് എന്നിവ ഇന്നു മുതൽ നിങ്ങൾക്കായി തുറന്നിരിക്കുന്നു.',
      ],
      action: { label: 'സൈൻ ഇൻ ചെയ്യൂ', url: loginUrl },
    }),
  };
  return renderEmail(inLanguage(versions, locale)());
}

export function applicationRejectedEmail(
  firstName: string | null,
  amount: string,
  reason?: string,
  locale: Locale = 'en',
): RenderedEmail {
  const versions: Versions<() => EmailContent> = {
    en: () => ({
      subject: 'About your Roslis application',
      preheader: 'An update on your membership application.',
      heading: firstName ? `Dear ${firstName}` : 'About your application',
      paragraphs: [
        'Thank you for applying for a Roslis card. After careful review we are unable to approve your application at this time.',
        ...(reason ? [`Our note: ${reason}`] : []),
        `Your joining fee of ${amount} has been refunded in full to the account you paid from. Banks usually show it within 5-7 business days.`,
      ],
    }),
    ml: () => ({
      locale: 'ml',
      subject: 'നിങ്ങളുടെ Roslis അപേക്ഷയെക്കുറിച്ച്',
      preheader: 'നിങ്ങളുടെ മെമ്പർഷിപ്പ് അപേക്ഷയെക്കുറിച്ചുള്ള വിവരം.',
      heading: firstName ? `പ്രിയ ${firstName}` : 'നിങ്ങളുടെ അപേക്ഷയെക്കുറിച്ച്',
      paragraphs: [
        'Roslis കാർഡിന് അപേക്ഷിച്ചതിന് നന്ദി. ശ്രദ്ധാപൂർവം പരിശോധിച്ചതിനു ശേഷം, ഇപ്പോൾ നിങ്ങളുടെ അപേക്ഷ അംഗീകരിക്കാൻ ഞങ്ങൾക്കു കഴിയുന്നില്ല.',
        // The reviewer's note is kept as written.
        ...(reason ? [`ഞങ്ങളുടെ കുറിപ്പ്: ${reason}`] : []),
        `നിങ്ങൾ അടച്ച ${amount} ജോയിനിംഗ് ഫീസ് മുഴുവനായും, പണമടച്ച അക്കൗണ്ടിലേക്കു റീഫണ്ട് ചെയ്തു. സാധാരണ 5-7 പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ ബാങ്കിൽ കാണാം.`,
      ],
    }),
  };
  return renderEmail(inLanguage(versions, locale)());
}

/** The closing line of a news e-mail: why she gets it, and where she chooses. */
const CHOOSE_NOTE_ML = 'ഏതൊക്കെ ഇ-മെയിലുകൾ ലഭിക്കണമെന്ന് അക്കൗണ്ട് ക്രമീകരണങ്ങളിലെ അറിയിപ്പുകളിൽ തിരഞ്ഞെടുക്കാം.';

/**
 * Gold's early access: a new LIMITED-EDITION piece is open to Gold and Platinum now, to Premium at
 * `othersFrom` (a label in India time, in the message's language).
 */
export function earlyAccessEmail(
  name: string,
  othersFrom: string,
  url: string,
  locale: Locale = 'en',
): RenderedEmail {
  const versions: Versions<() => EmailContent> = {
    en: () => ({
      subject: `Early access: ${name} is open for you`,
      preheader: `Your card opens ${name} before everyone else: until ${othersFrom}, it is yours to order first.`,
      heading: `Early access: ${name} is open for you`,
      paragraphs: [
        `${name} has just launched in LIMITED-EDITION, a run of a few pieces. With your card you may order it now; it opens to Premium members on ${othersFrom}.`,
      ],
      action: { label: 'Shop now', url },
      note: 'You get this e-mail because your card gives you early access to launches. Choose which e-mails you get in Account Settings, Notifications.',
    }),
    ml: () => ({
      locale: 'ml',
      subject: `നേരത്തെയുള്ള ആക്സസ്: ${name} നിങ്ങൾക്കായി തുറന്നു`,
      preheader: `എല്ലാവർക്കും മുൻപേ ${name} നിങ്ങളുടെ കാർഡിനു തുറന്നു: ${othersFrom} വരെ ആദ്യം ഓർഡർ ചെയ്യാനുള്ള അവസരം നിങ്ങൾക്കാണ്.`,
      heading: `നേരത്തെയുള്ള ആക്സസ്: ${name} നിങ്ങൾക്കായി തുറന്നു`,
      paragraphs: [
        `${name} ഇപ്പോൾ LIMITED-EDITION-ൽ എത്തി; ഏതാനും പീസുകൾ മാത്രം. നിങ്ങളുടെ കാർഡ് ഉള്ളതുകൊണ്ട് ഇപ്പോൾത്തന്നെ ഓർഡർ ചെയ്യാം; പ്രീമിയം അംഗങ്ങൾക്ക് ഇതു തുറക്കുന്നത് ${othersFrom}-നാണ്.`,
      ],
      action: { label: 'ഇപ്പോൾ ഷോപ്പ് ചെയ്യൂ', url },
      note: `നിങ്ങളുടെ കാർഡിന് ലോഞ്ചുകളിലേക്കു നേരത്തെയുള്ള ആക്സസ് ഉള്ളതിനാലാണ് ഈ ഇ-മെയിൽ ലഭിക്കുന്നത്. ${CHOOSE_NOTE_ML}`,
    }),
  };
  return renderEmail(inLanguage(versions, locale)());
}

/** Gold's early access has passed: a piece a Premium member voted for or saved is open for her. */
export function openForYouEmail(name: string, url: string, locale: Locale = 'en'): RenderedEmail {
  const versions: Versions<() => EmailContent> = {
    en: () => ({
      subject: `${name} is open for you`,
      preheader: `${name}, which you voted for or saved, is open to order now.`,
      heading: `${name} is open for you`,
      paragraphs: [
        `You voted for ${name} or saved it to your wishlist. Gold's early access has ended, and it is open for you to order now.`,
      ],
      action: { label: 'Shop now', url },
      note: 'You get this e-mail because you voted for or saved this piece. Choose which e-mails you get in Account Settings, Notifications.',
    }),
    ml: () => ({
      locale: 'ml',
      subject: `${name} നിങ്ങൾക്കായി തുറന്നു`,
      preheader: `നിങ്ങൾ വോട്ട് ചെയ്യുകയോ സേവ് ചെയ്യുകയോ ചെയ്ത ${name} ഇപ്പോൾ ഓർഡർ ചെയ്യാം.`,
      heading: `${name} നിങ്ങൾക്കായി തുറന്നു`,
      paragraphs: [
        `നിങ്ങൾ ${name}-ന് വോട്ട് ചെയ്തു, അല്ലെങ്കിൽ അതു വിഷ്‌ലിസ്റ്റിൽ സേവ് ചെയ്തു. ഗോൾഡ് കാർഡിനുള്ള നേരത്തെയുള്ള ആക്സസ് കഴിഞ്ഞു; ഇപ്പോൾ നിങ്ങൾക്കും ഓർഡർ ചെയ്യാം.`,
      ],
      action: { label: 'ഇപ്പോൾ ഷോപ്പ് ചെയ്യൂ', url },
      note: `നിങ്ങൾ ഈ പീസിന് വോട്ട് ചെയ്യുകയോ സേവ് ചെയ്യുകയോ ചെയ്തതിനാലാണ് ഈ ഇ-മെയിൽ ലഭിക്കുന്നത്. ${CHOOSE_NOTE_ML}`,
    }),
  };
  return renderEmail(inLanguage(versions, locale)());
}

/** The day's Dynamo Deal window has opened (`title` as staff wrote it; `closesAt` '10:00 PM'). */
export function dynamoDealEmail(
  title: string,
  closesAt: string,
  url: string,
  locale: Locale = 'en',
): RenderedEmail {
  const versions: Versions<() => EmailContent> = {
    en: () => ({
      subject: `Today's Dynamo Deal is open: ${title}`,
      preheader: `Claim today's surprise gift before ${closesAt}, while gifts remain.`,
      heading: "Today's Dynamo Deal is open",
      paragraphs: [
        `${title}. Claim it in your profile before ${closesAt} India time, while gifts remain (one per member).`,
      ],
      action: { label: 'Claim it', url },
      note: 'You get this e-mail because you chose to hear of offers. Choose which e-mails you get in Account Settings, Notifications.',
    }),
    ml: () => ({
      locale: 'ml',
      subject: `ഇന്നത്തെ Dynamo Deal തുറന്നു: ${title}`,
      preheader: `സമ്മാനങ്ങൾ തീരുംമുൻപ്, ${closesAt}-നു മുൻപ് ഇന്നത്തെ സർപ്രൈസ് സമ്മാനം സ്വന്തമാക്കൂ.`,
      heading: 'ഇന്നത്തെ Dynamo Deal തുറന്നു',
      paragraphs: [
        `${title}. സമ്മാനങ്ങൾ തീരുംമുൻപ്, ഇന്ത്യൻ സമയം ${closesAt}-നു മുൻപ് നിങ്ങളുടെ പ്രൊഫൈലിൽ ഇതു സ്വന്തമാക്കൂ (ഒരു അംഗത്തിന് ഒന്ന്).`,
      ],
      action: { label: 'സ്വന്തമാക്കൂ', url },
      note: `ഓഫറുകളെക്കുറിച്ച് അറിയാൻ നിങ്ങൾ തിരഞ്ഞെടുത്തതിനാലാണ് ഈ ഇ-മെയിൽ ലഭിക്കുന്നത്. ${CHOOSE_NOTE_ML}`,
    }),
  };
  return renderEmail(inLanguage(versions, locale)());
}

/** A design a member voted for has launched (the bell says the same). */
export function designLaunchedEmail(
  name: string,
  to: 'PRE_ORDER' | 'IN_STOCK',
  url: string,
  locale: Locale = 'en',
): RenderedEmail {
  const preOrder = to === 'PRE_ORDER';
  const versions: Versions<() => EmailContent> = {
    en: () => {
      const open = preOrder ? 'is open for pre-order' : 'is now in stock';
      return {
        subject: `${name} ${open}: the design you voted for has launched`,
        preheader: `Thank you for your vote: ${name} ${open}.`,
        heading: 'The design you voted for has launched',
        paragraphs: [
          `Thank you for voting. Enough members wanted ${name}, so it ${open}.`,
          preOrder
            ? 'Pre-orders ship within 2 to 3 weeks after the pre-order closes.'
            : 'Pieces are limited: order yours while your size is in stock.',
        ],
        action: { label: preOrder ? 'Pre-Order Now' : 'Shop now', url },
        note: 'You get this e-mail because you voted for this design. Choose which e-mails you get in Account Settings, Notifications.',
      };
    },
    ml: () => {
      const open = preOrder ? `${name} ഇപ്പോൾ പ്രീ-ഓർഡർ ചെയ്യാം` : `${name} ഇപ്പോൾ സ്റ്റോക്കുണ്ട്`;
      return {
        locale: 'ml',
        subject: `${open}: നിങ്ങൾ വോട്ട് ചെയ്ത ഡിസൈൻ ലോഞ്ച് ചെയ്തു`,
        preheader: `വോട്ട് ചെയ്തതിന് നന്ദി: ${open}.`,
        heading: 'നിങ്ങൾ വോട്ട് ചെയ്ത ഡിസൈൻ ലോഞ്ച് ചെയ്തു',
        paragraphs: [
          preOrder
            ? `വോട്ട് ചെയ്തതിന് നന്ദി. ആവശ്യത്തിന് അംഗങ്ങൾ ${name} ആഗ്രഹിച്ചു; അതിനാൽ ഇപ്പോൾ അതു പ്രീ-ഓർഡർ ചെയ്യാം.`
            : `വോട്ട് ചെയ്തതിന് നന്ദി. ആവശ്യത്തിന് അംഗങ്ങൾ ${name} ആഗ്രഹിച്ചു; അതിനാൽ ഇപ്പോൾ അതു സ്റ്റോക്കുണ്ട്.`,
          preOrder
            ? 'പ്രീ-ഓർഡർ അവസാനിച്ച് 2 മുതൽ 3 ആഴ്ചയ്ക്കുള്ളിൽ പ്രീ-ഓർഡറുകൾ അയയ്ക്കും.'
            : 'പീസുകൾ കുറവാണ്: നിങ്ങളുടെ സൈസ് സ്റ്റോക്കുള്ളപ്പോൾത്തന്നെ ഓർഡർ ചെയ്യൂ.',
        ],
        action: { label: preOrder ? 'പ്രീ-ഓർഡർ ചെയ്യൂ' : 'ഇപ്പോൾ ഷോപ്പ് ചെയ്യൂ', url },
        note: `നിങ്ങൾ ഈ ഡിസൈനിന് വോട്ട് ചെയ്തതിനാലാണ് ഈ ഇ-മെയിൽ ലഭിക്കുന്നത്. ${CHOOSE_NOTE_ML}`,
      };
    },
  };
  return renderEmail(inLanguage(versions, locale)());
}
