import {
  CATEGORY_MEASURES,
  CHART_MEASURES,
  FIT_MESSAGES,
  FITS,
  type FitAnswer,
  type LetterSize,
  type SizeChart,
  type SizeChartBody,
  type SizeChartRow,
  type SizeMap,
} from '../../../contracts/fit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import * as audit from '../audit/service.ts';
import * as catalog from '../catalog/service.ts';
import * as membership from '../membership/service.ts';
import * as preferences from '../preferences/service.ts';
import { nearestAvailable, recommend } from './recommend.ts';
import * as repo from './repo.ts';

export { type Person, recommend } from './recommend.ts';

function toChart(row: NonNullable<Awaited<ReturnType<typeof repo.chartOfCategory>>>): SizeChart {
  const rows = row.rows ?? [];
  const measures =
    rows.length > 0
      ? CHART_MEASURES.filter((m) => rows.some((r) => r[m] !== null))
      : [...(CATEGORY_MEASURES[row.category.slug] ?? ['bust', 'waist', 'hips'])];
  return { category: row.category, measures, rows, updatedAt: row.updatedAt?.toISOString() ?? null };
}

/** GET /api/size-charts/{slug}: the size guide's chart; 404 for an unknown category or one without a chart. */
export async function chartBySlug(db: DbOrTx, slug: string): Promise<SizeChart> {
  const row = await repo.chartOfCategory(db, { slug });
  if (!row) throw notFound(FIT_MESSAGES.categoryUnknown);
  if (!row.rows) throw notFound(FIT_MESSAGES.noChart);
  return toChart(row);
}

/** GET /api/admin/size-charts/{categoryId}: the chart to edit (no rows yet: the category's usual columns). */
export async function chartForEditor(db: DbOrTx, categoryId: string): Promise<SizeChart> {
  const row = await repo.chartOfCategory(db, { id: categoryId });
  if (!row) throw notFound(FIT_MESSAGES.categoryUnknown);
  return toChart(row);
}

/** PUT /api/admin/size-charts/{categoryId}: the whole chart (checked by the contract), audited. */
export async function saveChart(
  db: Db,
  staff: { userId: string; role: string },
  categoryId: string,
  body: SizeChartBody,
): Promise<SizeChart> {
  return db.transaction(async (tx) => {
    const category = await repo.chartOfCategory(tx, { id: categoryId });
    if (!category) throw notFound(FIT_MESSAGES.categoryUnknown);
    const before = await repo.lockChart(tx, categoryId);
    await repo.saveChart(tx, categoryId, body.rows, staff.userId);
    await audit.record(tx, {
      actor: { id: staff.userId, role: staff.role },
      action: 'size_chart.update',
      subject: { type: 'category', id: categoryId },
      summary: `Edited the ${category.category.name} size chart (${body.rows[0]!.size} to ${body.rows.at(-1)!.size})`,
      before: before ? { rows: before.rows } : null,
      after: { rows: body.rows },
    });
    return toChart((await repo.chartOfCategory(tx, { id: categoryId }))!);
  });
}

/**
 * GET /api/fit?ids=…: for each product, each of the member's people (her 'Me' first, then family and
 * friends) with the size suggested for them and whether the piece can be had in it. Only her own
 * profiles are read. A LIMITED-EDITION piece is answered only for an active card, as its page is.
 */
export async function fitFor(db: Db, userId: string, ids: string[]): Promise<FitAnswer> {
  if (ids.length === 0) return { products: [] };
  const [facts, people, cardStatus] = await Promise.all([
    catalog.fitFactsOf(db, ids),
    preferences.listProfiles(db, userId),
    membership.cardStatusOf(db, userId),
  ]);
  const visible = facts.filter((f) => cardStatus === 'active' || f.availableIn !== 'LIMITED-EDITION');
  const charts = await repo.chartsOf(db, [...new Set(visible.map((f) => f.categoryId))]);
  return {
    products: visible.map((f) => {
      const chart: SizeChartRow[] | null = charts.get(f.categoryId) ?? null;
      const stock = new Map(f.sizes.map((s) => [s.value, s.stock]));
      // A pre-order takes any size the piece is made in; otherwise the size must be in stock.
      const canHave = (size: LetterSize) =>
        stock.has(size) && (f.status === 'PRE_ORDER' || (stock.get(size) ?? 0) > 0);
      return {
        productId: f.id,
        fit: f.fit,
        profiles: people.map((p) => {
          const rec = recommend(
            {
              measurements: p.details.generalBodyMeasurements,
              sizes: p.details.preferredSizes,
              brands: p.details.currentBrandDetails,
            },
            chart,
            f.fit,
            f.categorySlug,
            f.fitTendency,
          );
          const sizeless = f.sizes.length === 0 || f.status === 'VOTE_TO_LAUNCH' || rec.size === null;
          const { available, nearest } = sizeless
            ? { available: null, nearest: null }
            : nearestAvailable(rec, canHave);
          return {
            profileId: p.id,
            name: p.name,
            isPrimary: p.isPrimary,
            recommendation: rec,
            available,
            nearest,
          };
        }),
      };
    }),
  };
}

/**
 * The grid's "In my size": the size suggested for one of the member's people in every category and
 * cut, through the one rule (`recommend`), once per request. `me` is her own profile; any other
 * reference must be the id of one of her profiles (someone else's, or an unknown id: 400). The map
 * holds sizes only: nothing of her measurements leaves this function.
 */
export async function sizesFor(db: Db, userId: string, profileRef: string): Promise<SizeMap> {
  const [people, categories] = await Promise.all([
    preferences.listProfiles(db, userId),
    catalog.listCategories(db),
  ]);
  const person =
    profileRef === 'me' ? people.find((p) => p.isPrimary) : people.find((p) => p.id === profileRef);
  if (!person) throw badRequest(FIT_MESSAGES.notYourProfile);
  const charts = await repo.chartsOf(
    db,
    categories.map((c) => c.id),
  );
  const details = person.details;
  const body = {
    measurements: details.generalBodyMeasurements,
    sizes: details.preferredSizes,
    brands: details.currentBrandDetails,
  };
  const map: SizeMap = {};
  for (const category of categories) {
    const chart = charts.get(category.id) ?? null;
    for (const fit of FITS) {
      const size = recommend(body, chart, fit, category.slug).size;
      if (size !== null) map[category.id] = { ...map[category.id], [fit]: size };
    }
  }
  return map;
}
