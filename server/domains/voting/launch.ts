import type { LaunchBody, LaunchResult } from '../../../contracts/admin-products.ts';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../../lib/notify/notifier.ts';
import { designLaunchedEmail } from '../../lib/notify/templates.ts';
import * as accounts from '../accounts/service.ts';
import * as catalog from '../catalog/service.ts';
import * as notices from '../notices/service.ts';
import * as repo from './repo.ts';

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
    const open = to === 'PRE_ORDER' ? 'is open for pre-order' : 'is now in stock';
    const newlyTold = await notices.postOnce(tx, voters, {
      kind: 'design_launched',
      reference: productId,
      title: `${launched.name} has launched`,
      body: `The design you voted for ${open}.`,
      url: `/products/${launched.slug}`,
    });
    return { product: launched, told: newlyTold };
  });
  const email = designLaunchedEmail(product.name, to, `${deps.origin}/products/${product.slug}`);
  const open = to === 'PRE_ORDER' ? 'is open for pre-order' : 'is now in stock';
  const push = {
    title: `${product.name} has launched`,
    body: `The design you voted for ${open}.`,
    url: `/products/${product.slug}`,
    tag: `launch-${productId}`,
  };
  for (const userId of told) {
    // The notice is in; a mail server that fails now must not undo the launch (the bell still tells).
    await accounts
      .notifyMember(deps, { userId, kind: 'launches', email, push })
      .catch((error: unknown) => deps.log?.error({ err: error, userId }, 'launch e-mail failed'));
  }
  return { product, votersNotified: told.length };
}
