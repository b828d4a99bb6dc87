import { LRUCache } from 'lru-cache';

/**
 * The catalogue version as this process last read it, re-read at most every `staleMs` (0: on every
 * call). Concurrent callers share one read. A newer version seen elsewhere (a list statement returns
 * it in its own snapshot) moves it forward at once; it never moves back. A caller that must see what
 * happened before a moment (its own write: read your writes) passes that moment (`stamp()`), and gets
 * a read that began after it.
 *
 * The window is a bound, however slow the database: every answer comes from a read that began less
 * than `staleMs` before the call, so whatever committed `staleMs` before a request reached the process
 * is in its answer. A read under way is shared only while it is that young (with a window of 0: any
 * read under way). A caller that comes later (the read is slow: a busy pool, a busy machine) waits for
 * the next read, which begins when the one under way ends; every such caller shares that one, so a slow
 * database gets one read at a time, never a queue of them.
 */
export class VersionClock {
  private value = 0;
  /** When the latest read that counts began (a read that began before expire() does not count). */
  private readAt = Number.NEGATIVE_INFINITY;
  private pending: { startedAt: number; epoch: number; read: Promise<number> } | null = null;
  /** The read that begins when `pending` ends, for the callers that came too late to share it. */
  private next: Promise<number> | null = null;
  private epoch = 0;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly staleMs: number,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  /** This clock's time now, to pass back to current(). */
  stamp(): number {
    return this.now();
  }

  current(notBefore = Number.NEGATIVE_INFINITY): Promise<number> {
    const now = this.now();
    if (this.staleMs > 0 && this.readAt >= notBefore && now - this.readAt < this.staleMs)
      return Promise.resolve(this.value);
    const pending = this.pending;
    if (!pending) return this.start();
    if (
      pending.epoch === this.epoch &&
      pending.startedAt >= notBefore &&
      (this.staleMs === 0 || now - pending.startedAt < this.staleMs)
    )
      return pending.read;
    // Begins after this call, so it serves this caller whatever her window or her write.
    this.next ??= pending.read
      .catch(() => {})
      .then(() => {
        this.next = null;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<number> {
    const startedAt = this.now();
    const epoch = this.epoch;
    const read = this.read()
      .then((v) => {
        this.saw(v);
        if (epoch === this.epoch && startedAt > this.readAt) this.readAt = startedAt;
        return this.value;
      })
      .finally(() => {
        if (this.pending?.read === read) this.pending = null;
      });
    this.pending = { startedAt, epoch, read };
    return read;
  }

  saw(version: number) {
    if (version > this.value) this.value = version;
  }

  /** The next call reads again, whatever the window (a read under way that began before counts not). */
  expire() {
    this.epoch++;
    this.readAt = Number.NEGATIVE_INFINITY;
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
