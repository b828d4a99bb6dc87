import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENDERS, ROLES } from '../../../contracts/auth.ts';
import { NOTIFICATION_KINDS } from '../../../contracts/constants.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { MemberStyle } from '../../../contracts/profile.ts';

export const roleEnum = pgEnum('user_role', ROLES);
export const genderEnum = pgEnum('gender', GENDERS);

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A person who can sign in. E-mail is stored lower-cased; phone in E.164 form. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('customer'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Staff accounts switched off (a deactivated sub-admin): no sign-in, sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The language she chose (Account Settings, or the switch while signed in): the web app's on every
     * device without a choice of its own, and her e-mails, SMS and pushes. Null until she chooses:
     * the browser's language shows, and messages are in English.
     */
    locale: text('locale').$type<Locale>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    check('users_locale_check', sql`${t.locale} in ('en', 'ml')`),
  ],
);

/** Personal and style profile (the Profile and the edit form's extras). */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  bio: text('bio'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  pincode: text('pincode'),
  gender: genderEnum('gender'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  profession: text('profession'),
  isComplete: boolean('is_complete').notNull().default(false),
  /**
   * The member's style answers (contracts/profile.ts memberStyle: the style profile plus communication
   * preferences, social handle, referral source), checked with the contract before saving. A new row
   * starts as '{}', which reads as the empty profile.
   */
  style: jsonb('style').$type<MemberStyle>().notNull().default(sql`'{}'::jsonb`),
  ...timestamps,
});

/**
 * The browsers a user has signed in from (known-devices.ts): a SHA-256 of the long-lived `did` cookie's
 * random id, never the id itself. A password sign-in from a browser not listed here e-mails the owner.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    /** "Chrome on Android": a summary of the user agent at the first sign-in, never the whole string. */
    device: text('device').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

export const PASSWORD_TOKEN_PURPOSES = ['setup', 'reset'] as const;
export const passwordTokenPurposeEnum = pgEnum('password_token_purpose', PASSWORD_TOKEN_PURPOSES);

/**
 * Single-use password tokens: `setup` is issued by a verified payment to the account it created
 * (30 minutes); `reset` is sent by e-mail from /forgot-password (1 hour). Only a SHA-256 is stored.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: passwordTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_key').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId),
  ],
);

export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * The member's choice of e-mail, SMS, push and WhatsApp per kind of message (Account Settings, Notifications); a kind
 * without a row uses NOTIFICATION_DEFAULTS. Security messages (codes, password links) ignore it.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull(),
    /** A web push to the member's subscribed devices (push_subscriptions). */
    push: boolean('push').notNull().default(false),
    /** WhatsApp to the member's phone. */
    whatsapp: boolean('whatsapp').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
