import type { CheckoutResult } from '#contracts/payments';

/**
 * Razorpay's Standard Checkout: its script is loaded once from Razorpay's host when the server's
 * gateway is Razorpay (never for the sandbox), then `new Razorpay(options).open()`.
 */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: { email?: string; contact?: string };
  theme?: { color?: string };
  handler: (result: CheckoutResult) => void;
  modal?: { ondismiss?: () => void; confirm_close?: boolean };
  /** Checkout's display configuration: blocks of payment instruments, their order, the defaults. */
  config?: {
    display: {
      blocks: Record<string, { name: string; instruments: { method: string }[] }>;
      sequence: string[];
      preferences: { show_default_blocks: boolean };
    };
  };
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayInstance {
  open(): void;
  close?(): void;
  on?(event: 'payment.failed', callback: (failure: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds the checkout script once; a failed load can be tried again on the next payment. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else {
        loading = null;
        reject(new Error('The payment checkout did not load.'));
      }
    };
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('The payment checkout could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Forgets the loading promise (tests). */
export function resetRazorpayLoader(): void {
  loading = null;
}

/**
 * An order eligible for no-cost EMI: Razorpay's EMI method in a block of its own at the top, the usual
 * methods below. The member picks the bank and the months in Razorpay's dialog; the server learns the
 * plan from the payment Razorpay reports.
 */
const NO_COST_EMI_DISPLAY = {
  display: {
    blocks: { emi: { name: 'No-cost EMI', instruments: [{ method: 'emi' }] } },
    sequence: ['block.emi'],
    preferences: { show_default_blocks: true },
  },
};

/** The theme's gold, for Razorpay's accent colour. */
function accentColour(): string {
  const gold = getComputedStyle(document.documentElement).getPropertyValue('--gold').trim();
  return gold || '#7a5c26';
}

export interface OpenCheckoutOptions {
  order: { id: string; amount: number; currency: string; keyId: string | null };
  description: string;
  contact: { method: 'email' | 'phone'; value: string };
  onSuccess: (result: CheckoutResult) => void;
  onDismiss: () => void;
  onFailure?: (description: string) => void;
  /** The order may be paid by no-cost EMI: Checkout shows its EMI method first, above the others. */
  noCostEmi?: boolean;
}

/** Loads the script if needed and opens Razorpay's checkout for the order. Rejects when it cannot. */
export async function openRazorpayCheckout({
  order,
  description,
  contact,
  onSuccess,
  onDismiss,
  onFailure,
  noCostEmi,
}: OpenCheckoutOptions): Promise<void> {
  if (!order.keyId) throw new Error('The payment gateway is not configured.');
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    order_id: order.id,
    name: 'Roslis',
    description,
    prefill: contact.method === 'email' ? { email: contact.value } : { contact: contact.value },
    theme: { color: accentColour() },
    handler: onSuccess,
    modal: { ondismiss: onDismiss },
    ...(noCostEmi ? { config: NO_COST_EMI_DISPLAY } : {}),
  });
  // A failed attempt keeps Razorpay's dialog open for another try; we only tell the person why.
  checkout.on?.('payment.failed', (failure) => {
    onFailure?.(failure.error?.description ?? 'The payment did not go through.');
  });
  checkout.open();
}
