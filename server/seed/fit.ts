import { eq, inArray } from 'drizzle-orm';
import { emptyProfileDetails, type ProfileDetails } from '../../contracts/preferences.ts';
import type { DbOrTx } from '../db/client.ts';
import { categories, preferenceProfiles, products, sizeCharts } from '../db/schema/index.ts';
import { DEMO_FITS, demoChart } from './size-chart-data.ts';

/**
 * The demo's size charts (every category), the pieces' cuts, and the Premium demo member's people:
 * her own measurements ('Me'), her mother who told us her sizes (Amma) and her daughter who listed the
 * brands she wears (Meera), so "Your size" and "Shopping for" show each way a size is found.
 */
export async function seedDemoFit(db: DbOrTx, memberId: string) {
  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  if (cats.length > 0) {
    await db
      .insert(sizeCharts)
      .values(cats.map((c) => ({ categoryId: c.id, rows: demoChart(c.slug) })))
      .onConflictDoNothing();
  }
  for (const fit of ['slim', 'relaxed'] as const) {
    const ids = cats.filter((c) => DEMO_FITS[c.slug] === fit).map((c) => c.id);
    if (ids.length > 0) await db.update(products).set({ fit }).where(inArray(products.categoryId, ids));
  }

  const details = (change: (d: ProfileDetails) => void) => {
    const d = emptyProfileDetails();
    change(d);
    return d;
  };
  await db.delete(preferenceProfiles).where(eq(preferenceProfiles.userId, memberId));
  await db.insert(preferenceProfiles).values([
    {
      userId: memberId,
      name: 'Me',
      isPrimary: true,
      details: details((d) => {
        d.generalBodyMeasurements = {
          ...d.generalBodyMeasurements,
          chest: 92,
          waist: 76,
          hips: 98,
          height: 163,
        };
        d.preferredSizes = { ...d.preferredSizes, tops: 'M', ethnic: 'M' };
      }),
    },
    {
      userId: memberId,
      name: 'Amma',
      relationship: 'Mother',
      details: details((d) => {
        d.preferredSizes = { ...d.preferredSizes, tops: 'XL', ethnic: 'XL', dresses: 'XL', bottoms: '34' };
      }),
    },
    {
      userId: memberId,
      name: 'Meera',
      relationship: 'Daughter',
      details: details((d) => {
        d.currentBrandDetails = [
          {
            brandName: 'FabIndia',
            garmentTypes: [{ type: 'Ethnic', size: 'S', purchasingMethod: 'Online Store' }],
          },
          {
            brandName: 'Zara',
            garmentTypes: [
              { type: 'Casual', size: 'S', purchasingMethod: 'Physical Store' },
              { type: 'Formal', size: 'XS', purchasingMethod: 'Online Store' },
            ],
          },
        ];
      }),
    },
  ]);
}
