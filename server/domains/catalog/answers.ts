import { createHash } from 'node:crypto';
import type { ProductTeaser, ProductWithSpecs, PublicProduct } from '../../../contracts/catalog.ts';
import type { Storefront } from '../../../contracts/common.ts';
import type { CachedBody } from '../../lib/http-cache.ts';
import { type LiveFigures, NO_FIGURES } from './live.ts';
import { productOf, type StaticPage, toPublicProduct } from './service.ts';

/**
 * The catalogue's answers, put together from what changes seldom (the cards, kept per catalogue
 * version) and what changes with every order (the live figures, live.ts). A list or product page is
 * read from the database once per catalogue version and kept; each request then adds the current
 * figures, and the assembled bytes are kept until the figures they show change, so a sale rebuilds one
 * small string, never the cards.
 */

/**
 * A strong validator from the catalogue version, what was asked and the live figures the answer shows:
 * every process computes the same one for the same state (the figures' texts come from the database).
 */
export function etagOf(key: string, version: number, live: readonly string[] = []) {
  const hash = createHash('sha1').update(key);
  for (const text of live) hash.update('\n').update(text);
  return `"c${version}-${hash.digest('base64url').slice(0, 16)}"`;
}

/** The answer for the figures now: its validator, and its bytes when they are wanted (not for a 304). */
export interface Answer<M> {
  etag: string;
  entry(): CachedBody<M>;
}

export type FiguresOf = (productId: string) => LiveFigures | undefined;

/** Assembled answers are compressed again each time their figures change: cheaply (http-cache.ts). */
const ASSEMBLED_BR_QUALITY = 3;

function sameStrings(a: readonly string[], b: readonly string[]) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A list of cards (a page of the catalogue, the related pieces) at one catalogue version: each card's
 * ready JSON without its closing brace, to which a request adds the card's live members. Joining
 * strings, no JSON parsed or written per request.
 */
export class CardList<M = undefined> {
  private readonly ids: string[];
  private readonly heads: string[];
  private last: { fields: string[]; entry: CachedBody<M> } | null = null;

  constructor(
    readonly key: string,
    readonly version: number,
    cards: readonly { id: string; card: string }[],
    readonly meta: M,
    private readonly headers?: Record<string, string>,
  ) {
    this.ids = cards.map((c) => c.id);
    this.heads = cards.map((c) => c.card.slice(0, -1));
  }

  /** Bytes it holds with its assembled answer and that answer's compressed copies (for the LRU). */
  get size(): number {
    let chars = 0;
    for (const head of this.heads) chars += head.length + 80;
    return Math.ceil(chars * 2.4) + 200;
  }

  get productIds(): readonly string[] {
    return this.ids;
  }

  answer(figuresOf: FiguresOf): Answer<M> {
    const fields = this.ids.map((id) => (figuresOf(id) ?? NO_FIGURES).cardFields);
    const last = this.last;
    if (last && sameStrings(last.fields, fields)) return { etag: last.entry.etag, entry: () => last.entry };
    const etag = etagOf(this.key, this.version, fields);
    return {
      etag,
      entry: () => {
        const current = this.last;
        if (current?.entry.etag === etag) return current.entry;
        const cards = this.heads.map((head, i) => `${head},${fields[i]}}`);
        const entry: CachedBody<M> = {
          etag,
          body: Buffer.from(`[${cards.join(',')}]`),
          headers: this.headers,
          meta: this.meta,
          brQuality: ASSEMBLED_BR_QUALITY,
        };
        this.last = { fields, entry };
        return entry;
      },
    };
  }
}

export interface PageMeta {
  availableIn: Storefront;
  teaser: ProductTeaser;
  launchedAt: Date | null;
}

/**
 * A product page at one catalogue version (its ready JSON, parsed once), to which a request adds the
 * product's live figures: the page is written again (fast-json-stringify) only when they change.
 */
export class ProductAnswer {
  readonly meta: PageMeta;
  private last: { live: string; entry: CachedBody<PageMeta> } | null = null;
  private lastPublic: { live: string; entry: CachedBody<undefined> } | null = null;

  constructor(
    private readonly slug: string,
    readonly version: number,
    readonly productId: string,
    private readonly page: StaticPage,
    launchedAt: Date | null,
    private readonly size0: number,
  ) {
    this.meta = {
      availableIn: page.availableIn,
      teaser: { slug: page.slug, name: page.name, availableIn: page.availableIn, category: page.category },
      launchedAt,
    };
  }

  get size(): number {
    return this.size0 * 4 + 200;
  }

  /** The whole page, for a signed-in viewer. */
  answer(figures: LiveFigures | undefined, write: (p: ProductWithSpecs) => string): Answer<PageMeta> {
    const live = figures ?? NO_FIGURES;
    const last = this.last;
    if (last?.live === live.text) return { etag: last.entry.etag, entry: () => last.entry };
    const etag = etagOf(`product|${this.slug}`, this.version, [live.text]);
    return {
      etag,
      entry: () => {
        const entry = {
          etag,
          body: Buffer.from(write(productOf(this.page, live))),
          meta: this.meta,
          brQuality: ASSEMBLED_BR_QUALITY,
        };
        this.last = { live: live.text, entry };
        return entry;
      },
    };
  }

  /** A STUDIO piece's public part, for a visitor: of the live figures it shows the vote count only. */
  publicAnswer(figures: LiveFigures | undefined, write: (p: PublicProduct) => string): Answer<undefined> {
    const live = figures ?? NO_FIGURES;
    const shown = `v${live.voteCount}`;
    const last = this.lastPublic;
    if (last?.live === shown) return { etag: last.entry.etag, entry: () => last.entry };
    const etag = etagOf(`public|${this.slug}`, this.version, [shown]);
    return {
      etag,
      entry: () => {
        const entry = {
          etag,
          body: Buffer.from(write(toPublicProduct(productOf(this.page, live)))),
          meta: undefined,
          brQuality: ASSEMBLED_BR_QUALITY,
        };
        this.lastPublic = { live: shown, entry };
        return entry;
      },
    };
  }
}
