import { z } from 'zod';
import { uuid } from './common.ts';
import { INDIAN_STATES } from './constants.ts';

export { INDIAN_STATES, type IndianState } from './constants.ts';

/**
 * A member's delivery address (kept on the server, per user). India only: a 10-digit mobile
 * number (+91), a state or union territory from the list, a 6-digit PIN code.
 */
export const ADDRESS_MESSAGES = {
  label: 'Please give the address a name, such as Home or Office.',
  name: 'Please enter the name of the person receiving the parcel.',
  phone: 'Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9).',
  line1: 'Please enter the house, building and street.',
  city: 'Please enter the city or town.',
  state: 'Please choose a state or union territory.',
  postalCode: 'Enter a 6-digit PIN code.',
} as const;

/** A text field: trimmed, at most `max`; a required one says `required` when it is missing or blank. */
const text = (label: string, max: number, required?: string) => {
  const base = z
    .string(required ? { error: required } : undefined)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);
  return required ? base.min(1, required) : base;
};

/** The longest address name ("Home", "Office", "Amma's house"). */
export const ADDRESS_LABEL_MAX = 30;

export const addressInput = z.object({
  /** The member's own name for the address, shown above the recipient. */
  label: text('Address name', ADDRESS_LABEL_MAX, ADDRESS_MESSAGES.label),
  name: text("Recipient's name", 80, ADDRESS_MESSAGES.name),
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
  label: z.string(),
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

/**
 * The address as an order keeps it (a snapshot: later edits do not change a placed order). The address
 * name is the member's own shorthand for their address book; the order, its invoice and the courier need
 * only the recipient and the address, so the snapshot leaves it out.
 */
export const addressSnapshot = address.omit({ id: true, isDefault: true, label: true });
export type AddressSnapshot = z.infer<typeof addressSnapshot>;
