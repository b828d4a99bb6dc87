import { describe, expect, it } from 'vitest';
import { readPush } from './push-payload';

const ORIGIN = 'https://roslis.example';

describe('a push notification’s payload', () => {
  it('reads { title, body, url, tag }', () => {
    expect(
      readPush(
        JSON.stringify({ title: 'Shipped', body: 'Order R-1 is on its way', url: '/orders/R-1', tag: 'o1' }),
        ORIGIN,
      ),
    ).toEqual({ title: 'Shipped', body: 'Order R-1 is on its way', url: `${ORIGIN}/orders/R-1`, tag: 'o1' });
  });

  it('opens only pages of the shop: another origin opens the home page', () => {
    expect(
      readPush(JSON.stringify({ title: 'x', body: '', url: 'https://evil.example/x' }), ORIGIN).url,
    ).toBe(`${ORIGIN}/`);
    expect(readPush(JSON.stringify({ title: 'x', body: '', url: '//evil.example/x' }), ORIGIN).url).toBe(
      `${ORIGIN}/`,
    );
    expect(readPush(JSON.stringify({ title: 'x', body: '', url: 'javascript:alert(1)' }), ORIGIN).url).toBe(
      `${ORIGIN}/`,
    );
  });

  it('shows something sensible for an empty or plain-text push', () => {
    expect(readPush(undefined, ORIGIN)).toEqual({ title: 'Roslis', body: '', url: `${ORIGIN}/` });
    expect(readPush('Hello', ORIGIN)).toEqual({ title: 'Roslis', body: 'Hello', url: `${ORIGIN}/` });
  });
});
