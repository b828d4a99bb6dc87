import { z } from 'zod';
import { uuid } from './common.ts';
import { INDIAN_STATES } from './constants.ts';

export { INDIAN_STATES, type IndianState } from './constants.ts';

/**
 * A member's delivery address (DESIGN decision 8: persisted, per user). India only: a 10-digit mobile
 * number (+91), a state or union territory from the list, a 6-digit PIN code.
 */
export const ADDRESS_MESSAGES = {
  name: 'Please enter the name of the person receiving the parcel.',
  phone: 'Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9).',
  line1: 'Please enter the house, building and street.',
  city: 'Please enter the city or town.',
  state: 'Please choose a state or union territory.',
  postalCode: 'Enter a 6-digit PIN code.',
} as const;

const text = (label: string, max: number, required?: string) => {
  const base = z.string().trim().max(max, `${label} must be at most ${max} characters.`);
  return required ? base.min(1, required) : base;
};

export const addressInput = z.object({
  name: text('Name', 80, ADDRESS_MESSAGES.name),
  /** 10 digits; a leading +91, 0, spaces or dashes are dropped. */
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, ADDRESS_MESSAGES.phone)),
  line1: text('Address line 1', 120, ADDRESS_MESSAGES.line1),
  line2: text('Address line 2', 120).optional().default(''),
  city: text('City', 60, ADDRESS_MESSAGES.city),
  state: z.enum(INDIAN_STATES, { message: ADDRESS_MESSAGES.state }),
  postalCode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, ADDRESS_MESSAGES.postalCode),
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.input<typeof addressInput>;

export const address = z.object({
  id: uuid,
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.literal('India'),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof address>;
export const addressList = z.array(address);

/** The address as an order keeps it (a snapshot: later edits do not change a placed order). */
export const addressSnapshot = address.omit({ id: true, isDefault: true });
export type AddressSnapshot = z.infer<typeof addressSnapshot>;
