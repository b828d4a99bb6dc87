/**
 * The translated public pages' titles and descriptions in Malayalam, apart from the English ones
 * (page-meta.ts): the server reads them for the HTML of `/ml/...` addresses, and the web app loads this
 * module only when Malayalam is shown, so an English page carries no Malayalam bytes.
 */
import { PAGE_META, type PageLanguage, type PublicPageMeta } from './page-meta.ts';

/** For the pages' Malayalam addresses (`/ml/card`): a link shared from a Malayalam page previews in Malayalam. */
export const PAGE_META_ML = {
  '/': {
    title: 'Roslis · സ്ത്രീകളുടെ വസ്ത്രങ്ങൾക്കായുള്ള മെമ്പർഷിപ്പ് കാർഡ്',
    description:
      'കേരളത്തിൽ നിന്നുള്ള, സ്ത്രീകളുടെ വസ്ത്രങ്ങൾക്കായുള്ള സെലക്ടീവ് മെമ്പർഷിപ്പ് കാർഡ്: എല്ലാ മാസവും അംഗങ്ങൾക്കു മാത്രമുള്ള ഡിസൈനുകൾ, LIMITED-EDITION പീസുകൾ, 8XL വരെ സൈസുകൾ, 70% വരെ ലാഭം.',
  },
  '/card': {
    title: 'Roslis കാർഡ് — തിരഞ്ഞെടുത്ത ചിലർക്കായി',
    description:
      'കേരളത്തിൽ നിന്നുള്ള, സ്ത്രീകളുടെ വസ്ത്രങ്ങൾക്കായുള്ള സെലക്ടീവ് മെമ്പർഷിപ്പ് കാർഡ്: എല്ലാ മാസവും 450+ എക്സ്ക്ലൂസീവ് ഡിസൈനുകൾ, STUDIO ലോഞ്ചുകളിൽ നേരത്തെയുള്ള ആക്സസ്, 70% വരെ ലാഭം, XS മുതൽ 10XL വരെ സൈസുകൾ.',
  },
  '/card2': {
    title: 'Premium, Gold കാർഡുകൾ താരതമ്യം ചെയ്യൂ',
    description:
      'അംഗങ്ങൾക്കു മാത്രമുള്ള സ്റ്റൈലുകൾ, എല്ലാ സൈസിലും. Roslis Premium, Gold മെമ്പർഷിപ്പ് കാർഡുകൾ താരതമ്യം ചെയ്യൂ: ഒറ്റത്തവണ ജോയിനിംഗ് ഫീസ്, ആനുകൂല്യങ്ങൾ, 8XL വരെ സൈസുകൾ.',
  },
  '/membership': {
    title: 'മെമ്പർഷിപ്പ്',
    description:
      'Roslis മെമ്പർഷിപ്പ് കാർഡ്: മാസം 75+ പുതിയ, അംഗങ്ങൾക്കു മാത്രമുള്ള ഡിസൈനുകൾ, 70% വരെ ഫ്ലാഷ് സെയിലുകൾ, എല്ലാ ഡിസൈനും XS മുതൽ 8XL വരെ സൈസുകളിൽ.',
  },
} as const satisfies Record<keyof typeof PAGE_META, PublicPageMeta>;

/** A translated public page's title and description in `language`. */
export const pageMetaIn = (path: keyof typeof PAGE_META, language: PageLanguage): PublicPageMeta =>
  language === 'ml' ? PAGE_META_ML[path] : PAGE_META[path];
