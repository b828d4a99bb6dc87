import { describe, expect, it } from 'vitest';
import { type AdminProduct, productForm } from '#contracts/admin-products';
import { EMPTY_PRODUCT_FORM, productFormField, productToForm } from './product-form';

const product: AdminProduct = {
  id: '6f1c1f8e-8d1b-4c55-9a53-2f1c8e0b7a10',
  slug: 'plum-cape-dress',
  name: 'Plum Cape Dress',
  description: 'A cape over a slip dress.',
  details: [{ label: 'Fabric', value: 'Silk crepe' }],
  categoryId: '0b8f7d2e-3c4a-4e5f-8a9b-1c2d3e4f5a6b',
  availableIn: 'LIMITED-EDITION',
  signature: false,
  fit: 'regular',
  status: 'PRE_ORDER',
  pricePaise: 249950,
  compareAtPricePaise: 299900,
  price: '2499.50',
  compareAtPrice: '2999.00',
  voteCount: 120,
  voteThreshold: 100,
  readyToLaunch: false,
  preOrderLimit: 20,
  preOrderEndDate: '2030-04-30T18:29:59.999Z',
  preOrderCount: 3,
  launchedAt: null,
  premiumOpensAt: null,
  variants: [{ id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'size', value: 'M', stock: 4 }],
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the product editor’s form values', () => {
  it('hold prices in rupees and the end date as a day, and save back to the same product', () => {
    const values = productToForm(product);
    expect(values).toMatchObject({
      price: '2499.50',
      compareAtPrice: '2999.00',
      preOrderEndDate: '2030-04-30',
    });
    const body = productForm.parse(values);
    expect(body).toMatchObject({
      name: product.name,
      slug: product.slug,
      pricePaise: 249950,
      compareAtPricePaise: 299900,
      preOrderLimit: 20,
      details: product.details,
      variants: [{ name: 'size', value: 'M', stock: 4 }],
    });
    expect(body).not.toHaveProperty('price');
  });

  it('start a new product with sizes S, M and L and no compare-at price', () => {
    expect(EMPTY_PRODUCT_FORM.variants?.map((v) => v.value)).toEqual(['S', 'M', 'L']);
    expect(EMPTY_PRODUCT_FORM.compareAtPrice).toBe('');
  });

  it('put the server’s messages about prices in paise under the rupee fields', () => {
    expect(productFormField('pricePaise')).toBe('price');
    expect(productFormField('compareAtPricePaise')).toBe('compareAtPrice');
    expect(productFormField('slug')).toBe('slug');
  });
});
