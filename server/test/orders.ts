import type { PlaceOrderResponse } from '../../contracts/orders.ts';
import type { TestApp } from './app.ts';
import { nextIp, sandboxComplete } from './payments.ts';

type Headers = Record<string, string>;

export const DELIVERY = {
  label: 'Home',
  name: 'Anjali Menon',
  phone: '98470 12345',
  line1: '14/220 Kasavu Lane, Panampilly Nagar',
  line2: '',
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682036',
};

let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${++keys}`;

/** Save a delivery address for the member; answers its id. */
export async function saveAddress(app: TestApp, headers: Headers, over: Partial<typeof DELIVERY> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers,
    payload: { ...DELIVERY, ...over },
  });
  if (res.statusCode !== 201) throw new Error(`address ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

export async function addToCart(
  app: TestApp,
  headers: Headers,
  productId: string,
  variantId: string | null,
  quantity = 1,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: { productId, variantId, quantity },
  });
  if (res.statusCode !== 201) throw new Error(`cart ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
}

export function postOrder(
  app: TestApp,
  headers: Headers,
  addressId: string,
  key: string | null = newKey(),
  extra = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: { addressId, ...extra },
    remoteAddress: nextIp(),
  });
}

export async function placeOrder(app: TestApp, headers: Headers, addressId: string, key = newKey()) {
  const res = await postOrder(app, headers, addressId, key);
  if (res.statusCode !== 201) throw new Error(`order ${res.statusCode} ${res.body}`);
  return res.json() as PlaceOrderResponse;
}

/** Pay an order in the sandbox and verify it as the browser does. */
export async function payOrder(app: TestApp, paymentId: string) {
  const paid = await sandboxComplete(app, paymentId);
  if (paid.statusCode !== 200) throw new Error(`sandbox ${paid.statusCode} ${paid.body}`);
  const verified = await app.inject({ method: 'POST', url: '/api/payment/verify', payload: paid.json() });
  if (verified.statusCode !== 200) throw new Error(`verify ${verified.statusCode} ${verified.body}`);
  return verified.json() as { orderNumber: string };
}
