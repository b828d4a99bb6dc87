import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeList } from '../../../contracts/notices.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';
import { postOnce } from './service.ts';

/** The bell: a member's own notices, each told once, marked read one by one or all at once. */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function member() {
  const user = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
  return { ...user, headers: (await loginAs(app, user.email, user.password)).headers };
}
const list = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/notices', headers })).json() as NoticeList;
const launch = {
  kind: 'launch',
  reference: 'product-1',
  title: 'Kasavu Wrap is here',
  body: 'You voted for it.',
  url: '/product/kasavu-wrap',
};

describe('notices', () => {
  it('tells each member once however often the same launch is retried', async () => {
    const [a, b] = [await member(), await member()];
    expect((await postOnce(app.db, [a.id, b.id], launch)).sort()).toEqual([a.id, b.id].sort());
    expect(await postOnce(app.db, [a.id, b.id], launch)).toEqual([]);
    const mine = await list(a.headers);
    expect(mine.unread).toBe(1);
    expect(mine.notices).toMatchObject([
      { title: 'Kasavu Wrap is here', read: false, url: '/product/kasavu-wrap' },
    ]);
  });

  it('marks one or all read; another member’s notice is 404 and stays unread', async () => {
    const [a, b] = [await member(), await member()];
    await postOnce(app.db, [a.id], { ...launch, reference: 'p-2' });
    await postOnce(app.db, [a.id], { ...launch, reference: 'p-3' });
    await postOnce(app.db, [b.id], { ...launch, reference: 'p-2' });
    const theirs = (await list(b.headers)).notices[0]!;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/notices/read',
      headers: a.headers,
      payload: { id: theirs.id },
    });
    expect(refused.statusCode).toBe(404);
    expect((await list(b.headers)).unread).toBe(1);

    const one = (await list(a.headers)).notices[0]!;
    const afterOne = (
      await app.inject({
        method: 'POST',
        url: '/api/notices/read',
        headers: a.headers,
        payload: { id: one.id },
      })
    ).json() as NoticeList;
    expect(afterOne.unread).toBe(1);
    const afterAll = (
      await app.inject({ method: 'POST', url: '/api/notices/read', headers: a.headers, payload: {} })
    ).json() as NoticeList;
    expect(afterAll.unread).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/notices' })).statusCode).toBe(401);
  });
});
