import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { Counter } from 'prom-client';
import { z } from 'zod';
import {
  asList,
  category,
  categorySlugParams,
  FIT_HEADER,
  FIT_NONE,
  featuredPieces,
  membershipRequiredBody,
  type ProductListFilters,
  productList,
  productListQuery,
  productSlugParams,
  productWithSpecs,
  publicProduct,
  relatedProducts,
} from '../../../contracts/catalog.ts';
import { LIMITS, type Storefront } from '../../../contracts/common.ts';
import type { SizeMap } from '../../../contracts/fit.ts';
import { PUBLIC_GARMENTS } from '../../../contracts/imagery.ts';
import { userProfile } from '../../../contracts/user.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, unauthenticated } from '../../lib/errors.ts';
import { parseLookName, renderLookSvg } from '../../lib/garments/look.ts';
import { parseGarmentName, renderGarmentSvg } from '../../lib/garments/svg.ts';
import { BuildCache, matches, ResponseCache, sendCached, sendNotModified } from '../../lib/http-cache.ts';
import { cursorHeaders, errorResponses, exposeCursor } from '../../lib/replies.ts';
import { compileSerializer } from '../../lib/serialize.ts';
import { readToken, requireUser, sessionCookieName } from '../../plugins/session.ts';
import * as membership from '../membership/service.ts';
import productAdminRoutes from './admin-routes.ts';
import { type Answer, CardList, etagOf, ProductAnswer } from './answers.ts';
import { viewerOpenings, withOpening } from './early-access.ts';
import {
  announceEarlyAccess,
  EARLY_ACCESS_NEWS_EVERY_MS,
  EARLY_ACCESS_NEWS_JOB,
  type InterestedIn,
} from './early-access-news.ts';
import { AudienceMemo, VersionClock } from './freshness.ts';
import { SERVED_FILE } from './images.ts';
import { LiveLayer } from './live.ts';
import memberPriceRoutes from './member-price-routes.ts';
import * as service from './service.ts';

/**
 * Who may see what: product lists are for signed-in people; LIMITED-EDITION only for members whose
 * card is active. A list that mixes storefronts shows a signed-in non-member its STUDIO part. A STUDIO
 * product page is public: a visitor (no session) gets its public part, so a member's shared link opens
 * for a friend; a LIMITED-EDITION page answers a visitor the same teaser as any non-member.
 */
type Audience = 'member' | 'signed-in' | 'visitor';

export const ACCESS_MESSAGES = {
  limitedList: 'Membership Required: this collection is exclusively available to LIMITED EDITION members.',
  limitedProduct: 'Membership Required: this product is exclusively available to LIMITED EDITION members.',
  limitedPicture: 'Membership Required: this picture is of a LIMITED EDITION design, for members only.',
};

/** Private (an answer depends on the session), and always revalidated: the ETag makes that a 304. */
const CACHE_CONTROL = 'private, no-cache';

const membershipRequired = (message: string) => new AppError('MEMBERSHIP_REQUIRED', message);

/** The list's query, normalised: the same products in the same order give the same key. */
function listKey(q: ProductListFilters & { storefront?: Storefront }) {
  const list = (v: string | string[] | undefined) => [...asList(v)].sort().join(',');
  return [
    'list',
    q.storefront ?? '',
    q.categorySlug ?? '',
    q.signature ?? '',
    list(q.categoryId),
    list(q.status),
    q.q ?? '',
    q.limit ?? LIMITS.productListDefaultLimit,
    q.cursor ?? '',
  ].join('|');
}

export interface CatalogOptions {
  /**
   * "In my size": the sizes suggested for one of the member's people (`me` or one of her profiles'
   * ids) by category and cut; 400 for a profile that is not hers. Fit's (ranked above catalog), handed
   * over by app.ts.
   */
  sizesFor: (db: Db, userId: string, profileRef: string) => Promise<SizeMap>;
  /** Who voted for or saved these pieces (voting's and wishlist's, ranked above): Premium's opening tells them. */
  interestedIn: InterestedIn;
}

const catalogRoutes: FastifyPluginAsyncZod<CatalogOptions> = async (app, opts) => {
  const staleMs = app.config.catalogStaleMs;
  // One statement at most every `staleMs` (shared by every request of the window): the catalogue
  // version and the live figures changed since the last read, in one snapshot.
  const live = new LiveLayer(service.liveSource(app.db));
  const versions = new VersionClock(() => live.read(), staleMs);
  const figuresOf = (productId: string) => live.get(productId);
  /** After reading cards: figures for any product the live layer has not read yet (created since). */
  async function knowFigures(productIds: readonly string[]) {
    if (productIds.every((id) => live.get(id))) return;
    versions.expire();
    await versions.current();
  }
  const audiences = new AudienceMemo<Audience>(staleMs);
  const openings = viewerOpenings(app.db, staleMs);
  const cookieName = sessionCookieName(app.config.isProduction);
  // Read your writes: after a change made through this process (a vote, an order, a product edit), the
  // writer's next catalogue answer reads the version and the live figures again (the session's mark is
  // app.sessionWroteAt, plugins/read-replica.ts), and her session is resolved afresh. Everyone else sees
  // it within the window: while orders flow, the other members' answers are not read again for each
  // one. (A global hook: this plugin is not encapsulated, see the export below.)
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      const token = readToken(request, cookieName);
      if (token) {
        audiences.forget(token);
        openings.forget(token);
      }
    }
  });
  /** The catalogue version for this request: read again if its session wrote since the last read. */
  function currentVersion(request: FastifyRequest) {
    return versions.current(app.sessionWroteAt(request));
  }
  /**
   * Where the cards of an answer kept under `version` are read: the read replica (a session that just
   * wrote: the primary) when it has replayed that version, else the primary. A replica further behind
   * would have old cards kept under the new version until the next change. The live figures (stock, sold
   * out, votes) are never read there: the live layer reads them from the primary, one small statement
   * per window.
   */
  async function cardsDb(request: FastifyRequest, version: number) {
    const db = app.readDbFor(request);
    if (db === app.db) return db;
    return (await service.catalogVersion(db)) >= version ? db : app.db;
  }
  const cardReads = new Counter({
    name: 'roslis_catalog_card_reads_total',
    help: 'Catalogue answers this process read from the database (it had no cards for them at the current catalogue version), by answer: list, product, related',
    labelNames: ['answer'] as const,
    registers: [app.metrics.registry],
  });
  // Lists and pages per catalogue version; each keeps its answer assembled with the figures it shows.
  const lists = new BuildCache<CardList>(24 * 1024 * 1024, (l) => l.size);
  const pages = new BuildCache<ProductAnswer>(8 * 1024 * 1024, (p) => p.size);
  const related = new BuildCache<CardList<{ availableIn: Storefront }>>(4 * 1024 * 1024, (l) => l.size);
  const writeProduct = compileSerializer(productWithSpecs);
  // A visitor's product page differs from a member's: its own answer (own key, own ETag).
  const writePublicProduct = compileSerializer(publicProduct);
  const featured = new ResponseCache(256 * 1024);

  /** The caller's audience: a visitor when signed out (no session, or one that ended). */
  async function audienceOf(request: FastifyRequest): Promise<Audience> {
    const token = readToken(request, cookieName);
    const audience = token
      ? await audiences.get(token, async () => {
          const session = await request.getSession();
          if (!session) return null;
          const card = await membership.cardStatusOf(app.db, session.userId);
          return card === 'active' ? 'member' : 'signed-in';
        })
      : null;
    return audience ?? 'visitor';
  }

  /** The lists' first step (before validation: signed-out callers learn nothing): 401 for a visitor. */
  const audienceByRequest = new WeakMap<FastifyRequest, Audience>();
  async function requireAudience(request: FastifyRequest) {
    const found = await audienceOf(request);
    if (found === 'visitor') throw unauthenticated();
    audienceByRequest.set(request, found);
  }
  /** The product page's first step: a visitor may read a STUDIO piece's public part. */
  async function readAudience(request: FastifyRequest) {
    audienceByRequest.set(request, await audienceOf(request));
  }
  const audience = (request: FastifyRequest) => audienceByRequest.get(request) ?? 'visitor';

  /**
   * Requests whose cards (or page) were not in this process's cache: read from the database for them,
   * or by a read they waited for. Their answers say `X-Cache: MISS`; every other catalogue answer
   * comes from cached cards (with the live figures spliced in) and says `X-Cache: HIT`.
   */
  const missed = new WeakSet<FastifyRequest>();

  /** What is cached for `key` at the current catalogue version, built once on a miss. */
  async function answer<T extends {}>(
    request: FastifyRequest,
    cache: BuildCache<T>,
    key: string,
    build: (version: number) => Promise<T>,
  ) {
    const version = await currentVersion(request);
    const cacheKey = `${key}@${version}`;
    if (cache.get(cacheKey) === undefined) missed.add(request);
    return cache.getOrBuild(cacheKey, () => build(version));
  }

  /** 304 when If-None-Match names the answer (its bytes are not even assembled), else the bytes. */
  function send<M>(request: FastifyRequest, reply: FastifyReply, found: Answer<M>) {
    reply.header('x-cache', missed.has(request) ? 'MISS' : 'HIT');
    if (matches(request.headers['if-none-match'], found.etag))
      return sendNotModified(reply, found.etag, CACHE_CONTROL);
    return sendCached(request, reply, found.entry(), CACHE_CONTROL);
  }

  app.get(
    '/api/products',
    {
      onRequest: requireAudience,
      schema: {
        tags: ['catalog'],
        summary:
          'List products as cards, newest first, for signed-in people (LIMITED-EDITION: members with an active card; ' +
          'a mixed list shows others its STUDIO part). Filters combine (name contains q AND category in the set AND ' +
          'status in the set); categoryId and status take comma-separated lists; categorySlug lists one category. ' +
          'fitFor=me or a profile id of hers ("In my size"): only the pieces that can be had in the size suggested for ' +
          'that person (400 for a profile that is not hers; an empty list with X-Fit: none when no size can be ' +
          'suggested yet). The next page cursor comes in the X-Next-Cursor header. Strong ETag; If-None-Match answers 304.',
        querystring: productListQuery,
        response: { 200: productList, 304: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const viewer = audience(request);
      const { fitFor, ...asked } = request.query;
      if (asked.storefront === 'LIMITED-EDITION' && viewer !== 'member')
        throw membershipRequired(ACCESS_MESSAGES.limitedList);
      // The audience narrows the query, so the cache key follows the audience.
      const query =
        viewer === 'member' || asked.storefront ? asked : { ...asked, storefront: 'STUDIO' as const };
      if (query.cursor) service.decodeCursor(query.cursor);
      exposeCursor(reply);
      // "In my size": the person is resolved once into her sizes by category and cut, and the list (and
      // its cache key) follows the sizes, never the person: two members with the same sizes share it.
      let sizes: ReturnType<typeof service.sizeRows> = null;
      if (fitFor) {
        const session = await request.getSession();
        if (!session) throw unauthenticated();
        sizes = service.sizeRows(await opts.sizesFor(app.db, session.userId, fitFor));
        if (!sizes) {
          reply.header(FIT_HEADER, FIT_NONE).header('cache-control', 'private, no-store');
          return [];
        }
      }
      const key = sizes ? `${listKey(query)}|sizes|${service.sizeRowsKey(sizes)}` : listKey(query);
      const list = await answer(request, lists, key, async (version) => {
        cardReads.inc({ answer: 'list' });
        const page = await service.listCardTexts(await cardsDb(request, version), query, sizes ?? undefined);
        if (page.version !== null) versions.saw(page.version);
        await knowFigures(page.cards.map((c) => c.id));
        return new CardList(
          key,
          page.version ?? version,
          app.media.inCards(page.cards),
          undefined,
          cursorHeaders(page.nextCursor),
        );
      });
      return send(request, reply, list.answer(figuresOf));
    },
  );

  app.get(
    '/api/products/:slug',
    {
      onRequest: readAudience,
      schema: {
        tags: ['catalog'],
        summary:
          'One product by slug, with its specs (product attributes). A visitor (no session) gets a STUDIO ' +
          "piece's public part (no stock per size or pre-order counts; forVisitors: true). 403 " +
          'MEMBERSHIP_REQUIRED with a teaser (name, storefront, category) for a LIMITED-EDITION product ' +
          'without an active card, visitors included. Strong ETag; 304.',
        params: productSlugParams,
        response: {
          200: z.union([productWithSpecs, publicProduct]),
          304: z.null(),
          403: membershipRequiredBody,
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const slug = request.params.slug;
      const page = await answer(request, pages, `product|${slug}`, async (version) => {
        cardReads.inc({ answer: 'product' });
        const found = await service.productPage(await cardsDb(request, version), slug);
        if (!found) throw new AppError('NOT_FOUND', service.MESSAGES.productNotFound);
        versions.saw(found.version);
        await knowFigures([found.id]);
        return new ProductAnswer(
          slug,
          found.version,
          found.id,
          app.media.inAnswer(found.page),
          found.launchedAt,
          found.bytes,
        );
      });
      const viewer = audience(request);
      if (page.meta.availableIn === 'LIMITED-EDITION' && viewer !== 'member') {
        return reply.code(403).send({
          code: 'MEMBERSHIP_REQUIRED',
          message: ACCESS_MESSAGES.limitedProduct,
          product: page.meta.teaser,
        });
      }
      const figures = live.get(page.productId);
      if (viewer === 'visitor') return send(request, reply, page.publicAnswer(figures, writePublicProduct));
      // Gold's early access: a member below Gold sees when a launched piece opens for her.
      const opens = await openings.opensFor(
        readToken(request, cookieName),
        async () => (await request.getSession())?.userId ?? null,
        page.meta.launchedAt,
      );
      const found = page.answer(figures, writeProduct);
      if (opens) {
        reply.header('x-cache', missed.has(request) ? 'MISS' : 'HIT');
        return sendCached(request, reply, withOpening(found.entry(), opens), CACHE_CONTROL);
      }
      return send(request, reply, found);
    },
  );

  app.get(
    '/api/products/:slug/related',
    {
      onRequest: requireAudience,
      schema: {
        tags: ['catalog'],
        summary:
          'You Might Also Like: up to 4 cards, the same category and storefront first (same access as the product)',
        params: productSlugParams,
        response: { 200: relatedProducts, 304: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const key = `related|${request.params.slug}`;
      const list = await answer(request, related, key, async (version) => {
        cardReads.inc({ answer: 'related' });
        const found = await service.relatedCardTexts(await cardsDb(request, version), request.params.slug);
        await knowFigures(found.cards.map((c) => c.id));
        return new CardList(key, version, app.media.inCards(found.cards), { availableIn: found.availableIn });
      });
      if (list.meta.availableIn === 'LIMITED-EDITION' && audience(request) !== 'member')
        throw membershipRequired(ACCESS_MESSAGES.limitedProduct);
      return send(request, reply, list.answer(figuresOf));
    },
  );

  app.get(
    '/api/featured',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "The home page's pictures: the newest STUDIO pieces' names, categories and pictures (public; no prices, no links)",
        response: { 200: featuredPieces, 304: z.null() },
      },
    },
    async (request, reply) => {
      const entry = await answer(request, featured, 'featured', async (version) => ({
        etag: etagOf('featured', version),
        body: Buffer.from(
          JSON.stringify(app.media.inAnswer(await service.featuredPieces(await cardsDb(request, version)))),
        ),
        meta: undefined,
      }));
      return sendCached(request, reply, entry, 'public, no-cache');
    },
  );

  // Product pictures. The generated garments are pure functions of their name (cached forever); one
  // that only LIMITED-EDITION designs wear answers only to members, unless a public page shows it by
  // name (contracts/imagery.ts). A look (a member wearing a garment) follows its garment's front view.
  const membersOnlyImages = new LRUCache<string, { membersOnly: boolean }>({ max: 20_000, ttl: 60_000 });
  async function imageIsMembersOnly(garment: string) {
    if ((PUBLIC_GARMENTS as readonly string[]).includes(garment)) return false;
    const url = `/media/garments/${garment}.svg`;
    const known = membersOnlyImages.get(url);
    if (known) return known.membersOnly;
    const membersOnly = await service.imageIsMembersOnly(app.db, url);
    membersOnlyImages.set(url, { membersOnly });
    return membersOnly;
  }
  /** Members with an active card, and admins (the back office's Products tab shows every picture). */
  async function mayViewMembersPictures(request: FastifyRequest) {
    const viewer = await audienceOf(request);
    if (viewer === 'visitor') throw unauthenticated();
    if (viewer === 'member') return true;
    const session = await request.getSession();
    return session?.role === 'admin' && !session.enrolmentOnly;
  }
  async function sendPicture(
    request: FastifyRequest,
    reply: FastifyReply,
    garment: string,
    svg: () => string,
  ) {
    let cacheControl = 'public, max-age=31536000, immutable';
    if (await imageIsMembersOnly(garment)) {
      if (!(await mayViewMembersPictures(request))) throw membershipRequired(ACCESS_MESSAGES.limitedPicture);
      cacheControl = 'private, max-age=31536000, immutable';
    }
    return reply.type('image/svg+xml').header('Cache-Control', cacheControl).send(svg());
  }

  app.get(
    '/media/garments/:file',
    { logLevel: 'warn', schema: { hide: true, params: z.object({ file: z.string().max(120) }) } },
    async (request, reply) => {
      const spec = parseGarmentName(request.params.file);
      if (!spec) throw notFound('No such image.');
      return sendPicture(request, reply, request.params.file.replace(/\.svg$/, ''), () =>
        renderGarmentSvg(spec),
      );
    },
  );

  // Uploaded photos' variants (the back office's uploads): never change under their name, so they are
  // cached for a year; a LIMITED-EDITION product's photos answer only to members (privately cached).
  // From either store; with MEDIA_BASE_URL the API hands out the bucket's URLs instead, and this route
  // still answers the server's (links made before, or kept in a browser's cache).
  const productStorefront = new LRUCache<string, { storefront: Storefront | null }>({
    max: 5_000,
    ttl: 60_000,
  });
  app.get(
    '/media/products/:productId/:file',
    {
      logLevel: 'warn',
      schema: {
        hide: true,
        params: z.object({ productId: z.uuid(), file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const { productId, file } = request.params;
      if (!SERVED_FILE.test(file)) throw notFound('No such image.');
      let known = productStorefront.get(productId);
      if (!known) {
        const found = await service.findProductForSale(app.db, productId);
        known = { storefront: found?.availableIn ?? null };
        productStorefront.set(productId, known);
      }
      if (!known.storefront) throw notFound('No such image.');
      let cacheControl = 'public, max-age=31536000, immutable';
      if (known.storefront === 'LIMITED-EDITION') {
        if (!(await mayViewMembersPictures(request)))
          throw membershipRequired(ACCESS_MESSAGES.limitedPicture);
        cacheControl = 'private, max-age=31536000, immutable';
      }
      const stored = await app.storage.open(`products/${productId}/${file}`);
      if (!stored) throw notFound('No such image.');
      return reply
        .type(file.endsWith('.avif') ? 'image/avif' : 'image/webp')
        .header('Cache-Control', cacheControl)
        .header('Content-Length', String(stored.size))
        .send(stored.stream);
    },
  );

  // The home page's "worn by our members" pictures: a member wearing a generated garment.
  app.get(
    '/media/looks/:file',
    { logLevel: 'warn', schema: { hide: true, params: z.object({ file: z.string().max(120) }) } },
    async (request, reply) => {
      const spec = parseLookName(request.params.file);
      if (!spec) throw notFound('No such image.');
      const front = `${request.params.file.replace(/\.svg$/, '')}-0`;
      return sendPicture(request, reply, front, () => renderLookSvg(spec));
    },
  );

  // Category names are not members-only: the public pages' menus name them. Their products are
  // listed by GET /api/products?categorySlug=, under the rules above.
  app.get(
    '/api/categories',
    { schema: { tags: ['catalog'], summary: 'All categories', response: { 200: z.array(category) } } },
    async (request) => service.listCategories(app.readDbFor(request)),
  );

  app.get(
    '/api/categories/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'One category by slug (the category page lists its products with GET /api/products?categorySlug=)',
        params: categorySlugParams,
        response: { 200: category, ...errorResponses(404) },
      },
    },
    async (request) => service.getCategory(app.readDbFor(request), request.params.slug),
  );

  // The back office's Products tab (admins only), in its own scope (it takes multipart uploads).
  await app.register(productAdminRoutes);
  // Gold's early access told at the launch, and Premium's opening at its hour (re-runs tell nobody twice).
  const news = {
    db: app.db,
    notifier: app.notifier,
    interestedIn: opts.interestedIn,
    origin: app.config.publicOrigin,
    log: app.log,
  };
  app.jobs.register({
    name: EARLY_ACCESS_NEWS_JOB,
    everyMs: EARLY_ACCESS_NEWS_EVERY_MS,
    run: (now) => announceEarlyAccess(news, now),
  });
  // The member's own prices beside the shared cards.
  await app.register(memberPriceRoutes);

  app.get(
    '/api/user/profile',
    {
      onRequest: requireUser,
      schema: {
        tags: ['catalog'],
        summary: "The signed-in person's storefront profile: membershipTier is NONE for non-members",
        response: { 200: userProfile, ...errorResponses(401) },
      },
    },
    async (request) => service.getUserProfile(app.db, request.user.userId),
  );
};

/** Not encapsulated (fastify-plugin), so its onResponse hook sees every route's writes. */
export default fp(catalogRoutes, { name: 'catalog-routes' });
