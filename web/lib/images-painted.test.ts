import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenImagesPainted } from './images-painted';

function board(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** Whether the promise has settled after the pending timers and frames have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(40);
  return done;
}

describe('whenImagesPainted', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for every eager image to load or fail, then for a painted frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const root = board(
      '<img loading="eager" src="/a.svg" alt=""><img loading="eager" src="/b.svg" alt=""><img loading="lazy" src="/c.svg" alt="">',
    );
    const [a, b] = root.querySelectorAll('img');
    const painted = whenImagesPainted(root, 10_000);
    expect(await settled(painted)).toBe(false);
    fireEvent.load(a!);
    expect(await settled(painted)).toBe(false);
    // A broken image counts as done (its fallback shows); the lazy one is not waited for.
    fireEvent.error(b!);
    expect(await settled(painted)).toBe(true);
  });

  it('gives up waiting after the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const root = board('<img loading="eager" src="/slow.svg" alt="">');
    const painted = whenImagesPainted(root, 2500);
    await vi.advanceTimersByTimeAsync(2400);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(painted)).toBe(true);
  });

  it('resolves at once (after a frame) without images or without a root', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    expect(await settled(whenImagesPainted(board('<p>No pictures</p>'), 10_000))).toBe(true);
    expect(await settled(whenImagesPainted(null, 10_000))).toBe(true);
  });
});
