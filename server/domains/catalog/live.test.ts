import { describe, expect, it } from 'vitest';
import { VersionClock } from './freshness.ts';
import { LiveFigures, LiveLayer, type LiveRead, type LiveSource, RELOAD_AFTER_MS } from './live.ts';

const text = (
  votes: number,
  status: string,
  sizes: [string, number][],
  count = 0,
  limit: number | null = null,
) => JSON.stringify([votes, count, limit, status, sizes.map(([v, s]) => ['size', v, s])]);

describe('LiveFigures', () => {
  it('gives a card the sizes with stock, and none when every size sold out', () => {
    const some = new LiveFigures(
      text(3, 'IN_STOCK', [
        ['S', 0],
        ['M', 2],
      ]),
    );
    expect(some.cardFields).toBe('"voteCount":3,"unitsLeft":null,"sizesInStock":["M"]');
    expect(some.stockOf('size', 'M')).toBe(2);
    expect(some.stockOf('size', 'XXL')).toBe(0);
    const soldOut = new LiveFigures(
      text(0, 'IN_STOCK', [
        ['S', 0],
        ['M', 0],
      ]),
    );
    expect(soldOut.sizesInStock).toEqual([]);
  });

  it('offers every size of a pre-order, with the units its limit leaves (never below 0)', () => {
    const open = new LiveFigures(text(0, 'PRE_ORDER', [['M', 0]], 20, 25));
    expect(open.cardFields).toBe('"voteCount":0,"unitsLeft":5,"sizesInStock":["M"]');
    expect(new LiveFigures(text(0, 'PRE_ORDER', [['M', 0]], 25, 25)).unitsLeft).toBe(0);
  });
});

/** A source whose answers the test sets, counting what it was asked. */
function fakeSource() {
  const asked: string[] = [];
  const state = { version: 1, horizon: 10, figures: new Map<string, string>(), changed: [] as string[] };
  const read = (ids: string[]): LiveRead => ({
    version: state.version,
    horizon: state.horizon,
    rows: ids.map((id) => ({ id, live: state.figures.get(id) ?? null })),
  });
  const source: LiveSource & { asked: string[]; state: typeof state } = {
    asked,
    state,
    async all() {
      asked.push('all');
      return read([...state.figures.keys()]);
    },
    async since(horizon) {
      asked.push(`since ${horizon}`);
      const ids = state.changed;
      state.changed = [];
      return read(ids);
    },
    async prune(horizon) {
      asked.push(`prune ${horizon}`);
    },
  };
  return source;
}

describe('LiveLayer', () => {
  it('reads every product first, then the products changed since the previous read', async () => {
    let now = 0;
    const source = fakeSource();
    source.state.figures.set('a', text(0, 'IN_STOCK', [['M', 1]]));
    source.state.figures.set('b', text(0, 'IN_STOCK', [['M', 4]]));
    const layer = new LiveLayer(source, () => now);
    expect(await layer.read()).toBe(1);
    expect(layer.size).toBe(2);
    const b = layer.get('b');

    source.state.figures.set('a', text(0, 'IN_STOCK', [['M', 0]]));
    source.state.changed = ['a', 'b'];
    source.state.horizon = 12;
    now = 500;
    await layer.read();
    expect(source.asked).toEqual(['all', 'since 10']);
    expect(layer.get('a')!.sizesInStock).toEqual([]);
    // Read again but unchanged: the same figures (the answers built from them stay valid).
    expect(layer.get('b')).toBe(b);

    // A product deleted since: forgotten.
    source.state.figures.delete('b');
    source.state.changed = ['b'];
    now = 1000;
    await layer.read();
    expect(source.asked.at(-1)).toBe('since 12');
    expect(layer.get('b')).toBeUndefined();
  });

  it('reads one after another, so a later read never lands before an earlier one', async () => {
    const source = fakeSource();
    let release: () => void = () => {};
    const slowAll = source.all;
    source.all = async () => {
      await new Promise<void>((r) => (release = r));
      return slowAll();
    };
    const layer = new LiveLayer(source, () => 0);
    const first = layer.read();
    const second = layer.read();
    await Promise.resolve();
    expect(source.asked).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(source.asked).toEqual(['all', 'since 10']);
  });

  it('reads everything again after a long pause, and prunes only what every reader has seen', async () => {
    let now = 0;
    const source = fakeSource();
    const layer = new LiveLayer(source, () => now);
    await layer.read();
    now = 60_000;
    source.state.horizon = 20;
    await layer.read(); // remembers the horizon it has now
    now = 120_000;
    source.state.horizon = 30;
    await layer.read();
    expect(source.asked).toEqual(['all', 'since 10', 'since 20', 'prune 20']);
    now = 120_000 + RELOAD_AFTER_MS + 1;
    await layer.read();
    expect(source.asked.slice(4)).toEqual(['all', 'prune 30']);
  });

  it('with the version clock: a sale shows once the window (CATALOG_STALE_MS) has passed, not before', async () => {
    let now = 0;
    const source = fakeSource();
    source.state.figures.set('piece', text(0, 'IN_STOCK', [['M', 1]]));
    const layer = new LiveLayer(source, () => now);
    const clock = new VersionClock(
      () => layer.read(),
      1000,
      () => now,
    );
    await clock.current();
    expect(layer.get('piece')!.sizesInStock).toEqual(['M']);

    source.state.figures.set('piece', text(0, 'IN_STOCK', [['M', 0]]));
    source.state.changed = ['piece'];
    now = 999;
    await clock.current();
    expect(layer.get('piece')!.sizesInStock).toEqual(['M']);
    now = 1000;
    await clock.current();
    expect(layer.get('piece')!.sizesInStock).toEqual([]);
  });
});
