import { LRUCache } from 'lru-cache';

/**
 * The catalogue version as this process last read it, re-read at most every `staleMs` (0: on every
 * call). Concurrent callers share one read. A newer version seen elsewhere (a list statement returns
 * it in its own snapshot) moves it forward at once; it never moves back.
 */
export class VersionClock {
  private value = 0;
  private readAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<number> | null = null;
  private epoch = 0;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly staleMs: number,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  current(): Promise<number> {
    if (this.staleMs > 0 && this.now() - this.readAt < this.staleMs) return Promise.resolve(this.value);
    if (!this.pending) {
      const startedAt = this.now();
      const epoch = this.epoch;
      this.pending = this.read()
        .then((v) => {
          this.saw(v);
          // A read that began before expire() may predate the write: it does not count as fresh.
          if (epoch === this.epoch) this.readAt = startedAt;
          return this.value;
        })
        .finally(() => {
          this.pending = null;
        });
    }
    return this.pending;
  }

  saw(version: number) {
    if (version > this.value) this.value = version;
  }

  /** This process just changed something: the next call reads the version again (read your writes). */
  expire() {
    this.epoch++;
    this.readAt = Number.NEGATIVE_INFINITY;
    this.pending = null;
  }
}

/**
 * Who a session token is to the catalogue, remembered for `staleMs` (0: not remembered), so a warm
 * page needs no session read either. A sign-out or a card change reaches catalogue reads within
 * that window; everything that acts (cart, votes, checkout) checks the session itself.
 */
export class AudienceMemo<A> {
  private readonly memo: LRUCache<string, { audience: A | null }> | null;
  /**
   * Look-ups under way: the requests of one session that arrive while its entry is missing or has
   * just expired share one (without this, a browser's parallel requests each read the session and
   * the card again, every `staleMs`).
   */
  private readonly pending = new Map<string, Promise<A | null>>();

  constructor(staleMs: number) {
    this.memo = staleMs > 0 ? new LRUCache({ max: 10_000, ttl: staleMs, ttlAutopurge: false }) : null;
  }

  async get(token: string, resolve: () => Promise<A | null>): Promise<A | null> {
    const memo = this.memo;
    if (!memo) return resolve();
    const hit = memo.get(token);
    if (hit) return hit.audience;
    let pending = this.pending.get(token);
    if (!pending) {
      const lookup: Promise<A | null> = resolve()
        .then((audience) => {
          // Not when forget() came meanwhile: the look-up may predate the change.
          if (this.pending.get(token) === lookup) memo.set(token, { audience });
          return audience;
        })
        .finally(() => {
          if (this.pending.get(token) === lookup) this.pending.delete(token);
        });
      pending = lookup;
      this.pending.set(token, pending);
    }
    return pending;
  }

  forget(token: string) {
    this.memo?.delete(token);
    this.pending.delete(token);
  }
}
