import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductWithSpecs } from '../../../contracts/catalog.ts';
import type { VotedProduct, VoteResponse } from '../../../contracts/votes.ts';
import { products, productVotes } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/auth.ts';
import { createCategory, createProduct, createSignedInUsers, createUser } from '../../test/factories.ts';
import { MESSAGES } from './service.ts';

let app: TestApp;
let categoryId: string;
let member: { id: string; headers: Record<string, string> };
let other: { id: string; headers: Record<string, string> };
let noCard: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  app = await buildTestApp();
  categoryId = (await createCategory(app.db, 'Tops')).id;
  const members = await createSignedInUsers(app.db, 2);
  member = members[0]!;
  other = members[1]!;
  noCard = (await createSignedInUsers(app.db, 1, { plan: 'none', cardStatus: 'pending_review' }))[0]!;
});
afterAll(() => app.close());

const vote = (id: string, headers?: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/products/${id}/vote`,
    headers: { 'content-type': 'application/json', ...headers },
  });

async function dbCounts(productId: string) {
  const [p] = await app.db
    .select({ voteCount: products.voteCount, readyToLaunchAt: products.readyToLaunchAt })
    .from(products)
    .where(eq(products.id, productId));
  const [rows] = await app.db
    .select({ n: count() })
    .from(productVotes)
    .where(eq(productVotes.productId, productId));
  return { voteCount: p!.voteCount, rows: rows!.n, readyToLaunchAt: p!.readyToLaunchAt };
}

describe('POST /api/products/{id}/vote', () => {
  it('counts one vote per person; a second vote answers success false (already voted)', async () => {
    const design = await createProduct(app.db, { categoryId, status: 'VOTE_TO_LAUNCH' });
    const first = await vote(design.id, member.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: MESSAGES.voted,
      alreadyVoted: false,
      voteCount: 1,
      voteThreshold: 100,
      readyToLaunch: false,
    } satisfies VoteResponse);
    const again = await vote(design.id, member.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: false,
      alreadyVoted: true,
      message: MESSAGES.alreadyVoted,
    });
    expect(again.json().voteCount).toBe(1);
    expect(await dbCounts(design.id)).toMatchObject({ voteCount: 1, rows: 1 });

    const page = (
      await app.inject({ method: 'GET', url: `/api/products/${design.slug}`, headers: member.headers })
    ).json() as ProductWithSpecs;
    expect(page).toMatchObject({ voteCount: 1 });
    const mine = (
      await app.inject({ method: 'GET', url: '/api/user/voted-products', headers: member.headers })
    ).json() as { productId: string }[];
    expect(mine.map((v) => v.productId)).toContain(design.id);
  });

  it('marks the design ready to launch when the vote reaches its threshold', async () => {
    const design = await createProduct(app.db, {
      categoryId,
      status: 'VOTE_TO_LAUNCH',
      voteThreshold: 2,
    });
    expect((await vote(design.id, member.headers)).json()).toMatchObject({
      voteCount: 1,
      readyToLaunch: false,
    });
    expect((await vote(design.id, other.headers)).json()).toMatchObject({
      voteCount: 2,
      readyToLaunch: true,
    });
    const { readyToLaunchAt } = await dbCounts(design.id);
    expect(readyToLaunchAt).toBeInstanceOf(Date);
    const listed = (
      await app.inject({ method: 'GET', url: `/api/products/${design.slug}`, headers: member.headers })
    ).json() as ProductWithSpecs;
    expect(listed.readyToLaunch).toBe(true);
  });

  it('refuses signed-out (401), unknown (404), not-voting (409) and bad ids (400)', async () => {
    const design = await createProduct(app.db, { categoryId, status: 'VOTE_TO_LAUNCH' });
    expect((await vote(design.id)).statusCode).toBe(401);
    const unknown = await vote('00000000-0000-4000-8000-000000000000', member.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.productNotFound);
    for (const status of ['IN_STOCK', 'PRE_ORDER'] as const) {
      const sold = await createProduct(app.db, { categoryId, status });
      const res = await vote(sold.id, member.headers);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.notVoting, code: 'CONFLICT' });
      expect((await dbCounts(sold.id)).rows).toBe(0);
    }
    expect((await vote('abc', member.headers)).statusCode).toBe(400);
  });

  it('limited-edition designs take votes only from members with an active card (403 otherwise)', async () => {
    const design = await createProduct(app.db, {
      categoryId,
      status: 'VOTE_TO_LAUNCH',
      availableIn: 'LIMITED-EDITION',
    });
    const refused = await vote(design.id, noCard.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: MESSAGES.membershipRequired,
      code: 'MEMBERSHIP_REQUIRED',
      key: 'membership.requiredVote',
    });
    expect((await dbCounts(design.id)).rows).toBe(0);
    const page = await app.inject({
      method: 'GET',
      url: `/api/products/${design.slug}`,
      headers: noCard.headers,
    });
    expect(page.statusCode).toBe(403);
    expect(page.json()).toMatchObject({ code: 'MEMBERSHIP_REQUIRED', product: { slug: design.slug } });
    expect((await vote(design.id, member.headers)).json()).toMatchObject({ success: true, voteCount: 1 });
  });

  it('takes no vote from staff: launches follow the customers', async () => {
    const design = await createProduct(app.db, { categoryId, status: 'VOTE_TO_LAUNCH' });
    for (const role of ['admin', 'subadmin'] as const) {
      const staff = await createUser(app.db, { role });
      const { headers } = await loginAs(app, staff.email, staff.password);
      const refused = await vote(design.id, headers);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toEqual({ message: MESSAGES.staffCannotVote, code: 'FORBIDDEN' });
    }
    expect(await dbCounts(design.id)).toMatchObject({ voteCount: 0, rows: 0 });
    expect((await vote(design.id, member.headers)).json()).toMatchObject({ success: true, voteCount: 1 });
  });

  it('stays exact under 1,000 concurrent votes from 1,000 members, each voting twice', async () => {
    const design = await createProduct(app.db, {
      categoryId,
      status: 'VOTE_TO_LAUNCH',
      voteThreshold: 1000,
    });
    const voters = await createSignedInUsers(app.db, 1000);
    const answers = await Promise.all(
      [...voters, ...voters].map((v) => vote(design.id, v.headers).then((r) => r.json() as VoteResponse)),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1000);
    expect(answers.filter((a) => !a.success && a.alreadyVoted)).toHaveLength(1000);
    const counts = await dbCounts(design.id);
    expect(counts).toMatchObject({ voteCount: 1000, rows: 1000 });
    expect(counts.readyToLaunchAt).toBeInstanceOf(Date);
    expect(
      answers
        .filter((a) => a.success)
        .map((a) => a.voteCount)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
  }, 120_000);
});

describe('GET /api/user/voted-products', () => {
  it("lists the signed-in person's own votes, newest first; 401 signed out", async () => {
    const [voter, someoneElse] = await createSignedInUsers(app.db, 2);
    const a = await createProduct(app.db, { categoryId, status: 'VOTE_TO_LAUNCH', name: 'Vote A' });
    const b = await createProduct(app.db, { categoryId, status: 'VOTE_TO_LAUNCH', name: 'Vote B' });
    await vote(a.id, voter!.headers);
    await vote(b.id, voter!.headers);
    await vote(a.id, someoneElse!.headers);
    const res = await app.inject({ method: 'GET', url: '/api/user/voted-products', headers: voter!.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json() as VotedProduct[];
    expect(list.map((v) => v.productId)).toEqual([b.id, a.id]);
    expect(list[1]).toMatchObject({
      productId: a.id,
      product: { id: a.id, slug: a.slug, name: 'Vote A', status: 'VOTE_TO_LAUNCH', voteCount: 2 },
    });
    expect(list[1]!.product.imageUrl).toMatch(/^\/media\/garments\//);
    const theirs = (
      await app.inject({ method: 'GET', url: '/api/user/voted-products', headers: someoneElse!.headers })
    ).json() as VotedProduct[];
    expect(theirs.map((v) => v.productId)).toEqual([a.id]);
    expect((await app.inject({ method: 'GET', url: '/api/user/voted-products' })).statusCode).toBe(401);
  });
});
