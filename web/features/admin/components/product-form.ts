import type { FieldPath } from 'react-hook-form';
import type { AdminProduct, ProductFormInput } from '#contracts/admin-products';
import { paiseToPrice } from '#contracts/money';

/** A new product: in stock in the studio, sizes S, M and L with nothing in stock yet. */
export const EMPTY_PRODUCT_FORM: ProductFormInput = {
  name: '',
  slug: '',
  description: '',
  details: [],
  categoryId: '',
  availableIn: 'STUDIO',
  signature: false,
  fit: 'regular',
  status: 'IN_STOCK',
  price: '',
  compareAtPrice: '',
  voteThreshold: 100,
  preOrderLimit: '',
  preOrderEndDate: '',
  variants: ['S', 'M', 'L'].map((value) => ({ name: 'size', value, stock: 0 })),
};

/**
 * The product as the editor's form holds it: prices in rupees, the end date as YYYY-MM-DD. The contract's
 * form schema turns it back into the API's body (paise).
 */
export function productToForm(p: AdminProduct): ProductFormInput {
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    details: p.details,
    categoryId: p.categoryId,
    availableIn: p.availableIn,
    signature: p.signature,
    fit: p.fit,
    status: p.status,
    price: paiseToPrice(p.pricePaise),
    compareAtPrice: p.compareAtPricePaise === null ? '' : paiseToPrice(p.compareAtPricePaise),
    voteThreshold: p.voteThreshold,
    preOrderLimit: p.preOrderLimit ?? '',
    preOrderEndDate: p.preOrderEndDate ? p.preOrderEndDate.slice(0, 10) : '',
    variants: p.variants.map(({ name, value, stock }) => ({ name, value, stock })),
  };
}

const SERVER_FIELD: Record<string, string> = { pricePaise: 'price', compareAtPricePaise: 'compareAtPrice' };

/** The form field a server message belongs to: the server names the prices in paise, the form in rupees. */
export const productFormField = (key: string) => (SERVER_FIELD[key] ?? key) as FieldPath<ProductFormInput>;
