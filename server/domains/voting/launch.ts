import type { LaunchBody, LaunchResult } from '../../../contracts/admin-products.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { designLaunchedEmail, inLanguage, type Versions } from '../../lib/notify/templates.ts';
import * as accounts from '../accounts/service.ts';
import * as catalog from '../catalog/service.ts';
import * as notices from '../notices/service.ts';
import * as repo from './repo.ts';

type LaunchTo = LaunchBody['to'];

/** The push to a voter, per language (the bell's notice stays as written, in English). */
const LAUNCH_PUSH: Versions<{ title: (name: string) => string; body: (to: LaunchTo) => string }> = {
  en: {
    title: (name) => `${name} has launched`,
    body: (to) =>
      `The design you voted for ${to === 'PRE_ORDER' ? 'is open for pre-order' : 'is now in stock'}.`,
  },
  ml: {
    title: (name) => `${name} ലോഞ്ച് ചെയ്തു`,
    body: (to) =>
      to === 'PRE_ORDER'
        ? 'നിങ്ങൾ വോട്ട് ചെയ്ത ഡിസൈൻ ഇപ്പോൾ പ്രീ-ഓർഡർ ചെയ്യാം.'
        : 'നിങ്ങൾ വോട്ട് ചെയ്ത ഡിസൈൻ ഇപ്പോൾ സ്റ്റോക്കുണ്ട്.',
  },
};

/**
 * POST /api/admin/products/{id}/launch: the votes decided, the design launches. In ONE transaction:
 * catalog moves the design to PRE_ORDER or IN_STOCK (with its checks, values and audit row), and every
 * voter gets a notice (unique per member, kind and reference, so a retried or concurrent launch tells
 * nobody twice). A refusal writes nothing. The e-mails (and pushes, for voters who chose them) go after the
 * commit, to the members told now only.
 */
export async function launchDesign(
  deps: { db: Db; notifier: Notifier; origin: string; log?: { error: (obj: object, msg: string) => void } },
  staff: catalog.Staff,
  productId: string,
  body: LaunchBody,
  now = new Date(),
): Promise<LaunchResult> {
  const { to } = body;
  const { product, told } = await deps.db.transaction(async (tx) => {
    const launched = await catalog.launchProduct(tx, staff, productId, body, now);
    const voters = await repo.voterIds(tx, productId);
    const newlyTold = await notices.postOnce(tx, voters, {
      kind: 'design_launched',
      reference: productId,
      title: LAUNCH_PUSH.en.title(launched.name),
      body: LAUNCH_PUSH.en.body(to),
      url: `/products/${launched.slug}`,
    });
    return { product: launched, told: newlyTold };
  });
  const url = `${deps.origin}/products/${product.slug}`;
  const compose = (locale: Locale) => {
    const push = inLanguage(LAUNCH_PUSH, locale);
    return {
      email: designLaunchedEmail(product.name, to, url, locale),
      push: {
        title: push.title(product.name),
        body: push.body(to),
        url: `/products/${product.slug}`,
        tag: `launch-${productId}`,
      },
    };
  };
  for (const userId of told) {
    // The notice is in; a mail server that fails now must not undo the launch (the bell still tells).
    await accounts
      .notifyMember(deps, { userId, kind: 'launches', compose })
      .catch((error: unknown) => deps.log?.error({ err: error, userId }, 'launch e-mail failed'));
  }
  return { product, votersNotified: told.length };
}
