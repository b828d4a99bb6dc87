import type { Address } from '#contracts/addresses';
import type { Order, OrderLine, OrderSummary } from '#contracts/orders';

export const ADDRESS: Address = {
  id: '22222222-2222-4222-8222-222222222222',
  label: 'Home',
  name: 'Anjali Menon',
  phone: '9847012345',
  line1: '14/220 Kasavu Lane',
  line2: 'Panampilly Nagar',
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682036',
  country: 'India',
  isDefault: true,
};

export function orderLine(over: Partial<OrderLine> = {}): OrderLine {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    productId: '44444444-4444-4444-8444-444444444444',
    slug: 'kasavu-wrap-top',
    name: 'Kasavu Wrap Top',
    size: 'M',
    color: null,
    imageUrl: '/media/garments/top-plain-111111-222222-0.svg',
    unitPrice: '2499.00',
    quantity: 2,
    rules: [],
    lineTotal: '4998.00',
    storefront: 'STUDIO',
    isPreOrder: false,
    preOrderEndDate: null,
    taxRatePercent: 5,
    taxIncluded: '238.00',
    forName: null,
    canReview: false,
    canReportFit: false,
    fit: null,
    canRequestExchange: false,
    exchange: null,
    ...over,
  };
}

export function order(over: Partial<Order> = {}): Order {
  const { id: _id, isDefault: _d, label: _label, ...address } = ADDRESS;
  return {
    id: '55555555-5555-4555-8555-555555555555',
    number: 'RS-2026-000123',
    status: 'paid',
    createdAt: '2026-11-20T10:00:00.000Z',
    subtotal: '4998.00',
    shipping: '0.00',
    rules: [],
    pointsUsed: 0,
    total: '4998.00',
    taxIncluded: '238.00',
    itemCount: 2,
    address,
    lines: [orderLine()],
    events: [
      {
        from: null,
        to: 'pending_payment',
        actor: 'member',
        note: 'Order placed.',
        at: '2026-11-20T10:00:00.000Z',
      },
      { from: 'pending_payment', to: 'paid', actor: 'gateway', note: null, at: '2026-11-20T10:01:00.000Z' },
    ],
    payment: {
      id: 'order_sandbox_1',
      provider: 'sandbox',
      status: 'paid',
      amount: '4998.00',
      paidAt: '2026-11-20T10:01:00.000Z',
      refundedAt: null,
    },
    shipment: null,
    reservedUntil: null,
    preOrderShipsAfter: null,
    canCancel: true,
    ...over,
  };
}

export function summary(over: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    number: 'RS-2026-000123',
    status: 'processing',
    createdAt: '2026-11-20T10:00:00.000Z',
    total: '4998.00',
    itemCount: 2,
    items: [
      { name: 'Kasavu Wrap Top', color: null, size: 'M', price: '4998.00', quantity: 2, imageUrl: null },
    ],
    trackingNumber: null,
    carrier: null,
    ...over,
  };
}
