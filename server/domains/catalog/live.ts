import type { ProductStatus, VariantKind } from '../../../contracts/catalog.ts';

/**
 * The catalogue's live figures: what moves with every order and vote (stock per size, vote counts,
 * pre-order counts) kept apart from the cards, so an order leaves the cached cards as they are.
 *
 * The database answers a product's figures as one text (repo.ts `liveText`: a JSON array of the vote
 * count, the pre-order count and limit, the status and each variant's kind, value and stock, in the
 * card's order). The same state gives the same text in every process, so the text doubles as the
 * figures' validator: answers name it in their ETags.
 */
type LiveData = [
  voteCount: number,
  preOrderCount: number,
  preOrderLimit: number | null,
  status: ProductStatus,
  variants: [VariantKind, string, number][],
];

export class LiveFigures {
  private data?: LiveData;
  private fields?: string;

  constructor(readonly text: string) {}

  private get parsed(): LiveData {
    this.data ??= JSON.parse(this.text) as LiveData;
    return this.data;
  }

  get voteCount(): number {
    return this.parsed[0];
  }

  get preOrderCount(): number {
    return this.parsed[1];
  }

  /** preOrderLimit minus the units pre-ordered, never below 0; null when there is no limit. */
  get unitsLeft(): number | null {
    const [, count, limit] = this.parsed;
    return limit === null ? null : Math.max(0, limit - count);
  }

  /**
   * The sizes a member can buy now: those with stock, or every size of a pre-order (its stock comes
   * later). A piece whose every size sold out has none: the card shows it sold out.
   */
  get sizesInStock(): string[] {
    const [, , , status, variants] = this.parsed;
    const preOrder = status === 'PRE_ORDER';
    const sizes: string[] = [];
    for (const [kind, value, stock] of variants)
      if (kind === 'size' && (preOrder || stock > 0)) sizes.push(value);
    return sizes;
  }

  /** A variant's stock (0 for one these figures do not know: added since they were read). */
  stockOf(kind: VariantKind, value: string): number {
    for (const [k, v, stock] of this.parsed[4]) if (k === kind && v === value) return stock;
    return 0;
  }

  /**
   * The card's live members as JSON (`"voteCount":…,"unitsLeft":…,"sizesInStock":[…]`), written once:
   * a card is its ready JSON with these before the closing brace.
   */
  get cardFields(): string {
    this.fields ??= `"voteCount":${this.voteCount},"unitsLeft":${this.unitsLeft},"sizesInStock":${JSON.stringify(this.sizesInStock)}`;
    return this.fields;
  }
}

/** For a product the live layer does not know (deleted since its card was read): nothing to buy. */
export const NO_FIGURES = new LiveFigures('[0,0,null,"IN_STOCK",[]]');

/** One read of the changes: the catalogue version and the figures in the same snapshot. */
export interface LiveRead {
  version: number;
  /** Where the next read starts: the oldest transaction still running when this one read. */
  horizon: number;
  /** Each product read and its figures' text (null: the product is gone). */
  rows: { id: string; live: string | null }[];
}

export interface LiveSource {
  /** Every product's figures. */
  all(): Promise<LiveRead>;
  /** The figures of the products changed by transactions from `horizon` on. */
  since(horizon: number): Promise<LiveRead>;
  /** Forget the changes of transactions before `horizon` and older than the window the readers need. */
  prune(horizon: number): Promise<void>;
}

/** A process that has not read for this long reads everything again (the change rows may be gone). */
export const RELOAD_AFTER_MS = 5 * 60_000;
/** How often a process deletes old change rows. */
const PRUNE_EVERY_MS = 60_000;

/**
 * A process's copy of every product's live figures. `read()` brings it up to date: every product's
 * figures the first time (and after a pause longer than RELOAD_AFTER_MS), then only the products that
 * transactions committed since the last read changed. A change is found by its transaction's id, from
 * the oldest transaction still running at the previous read, so a transaction that commits late (a
 * long checkout) is still seen. Reads run one after another, each from a newer snapshot, so the figures
 * never move back. Callers decide how often to read (routes.ts: at most once per CATALOG_STALE_MS,
 * shared by every request of that window, with the catalogue version read in the same statement).
 */
export class LiveLayer {
  private figures = new Map<string, LiveFigures>();
  private horizon: number | null = null;
  private readAt = Number.NEGATIVE_INFINITY;
  private queue: Promise<unknown> = Promise.resolve();
  private pruneHorizon: number | null = null;
  private prunedAt: number;

  constructor(
    private readonly source: LiveSource,
    private readonly now: () => number = performance.now.bind(performance),
  ) {
    this.prunedAt = now();
  }

  /** Reads the changes (after any read under way), answers the catalogue version of the same snapshot. */
  read(): Promise<number> {
    const next = this.queue.then(() => this.readOnce());
    this.queue = next.catch(() => {});
    return next;
  }

  /** A product's figures, or undefined when this process has not read them yet. */
  get(productId: string): LiveFigures | undefined {
    return this.figures.get(productId);
  }

  /** Every product this process knows, however many (tests). */
  get size(): number {
    return this.figures.size;
  }

  private async readOnce(): Promise<number> {
    const startedAt = this.now();
    const full = this.horizon === null || startedAt - this.readAt > RELOAD_AFTER_MS;
    const found = full ? await this.source.all() : await this.source.since(this.horizon as number);
    const figures = full ? new Map<string, LiveFigures>() : this.figures;
    for (const { id, live } of found.rows) {
      if (live === null) {
        figures.delete(id);
        continue;
      }
      // The same text keeps the same object: answers built from it stay valid.
      const known = this.figures.get(id);
      figures.set(id, known?.text === live ? known : new LiveFigures(live));
    }
    this.figures = figures;
    this.horizon = found.horizon;
    this.readAt = startedAt;
    if (startedAt - this.prunedAt >= PRUNE_EVERY_MS) {
      // Only changes every reader has had a minute to see (those before the horizon of a minute ago).
      const before = this.pruneHorizon;
      this.pruneHorizon = found.horizon;
      this.prunedAt = startedAt;
      if (before !== null) await this.source.prune(before).catch(() => {});
    }
    return found.version;
  }
}
