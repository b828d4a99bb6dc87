import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('has working defaults: port 5000, ./data, demo data outside production', () => {
    const c = parseEnv({});
    expect(c.port).toBe(5000);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.demoData).toBe(true);
    expect(c.isProduction).toBe(false);
    expect(c.databaseUrl).toBeUndefined();
  });

  it('takes a read replica only beside DATABASE_URL, with a 2 s lag bound and a 5 s own-writes window by default', () => {
    expect(parseEnv({}).databaseRead).toBeUndefined();
    const primary = 'postgres://roslis@db:5432/roslis';
    const url = 'postgres://reader@replica:5432/roslis';
    expect(parseEnv({ DATABASE_URL: primary, DATABASE_READ_URL: url }).databaseRead).toEqual({
      url,
      maxLagMs: 2000,
      ownWritesMs: 5000,
    });
    expect(
      parseEnv({
        DATABASE_URL: primary,
        DATABASE_READ_URL: url,
        DATABASE_READ_MAX_LAG_MS: '500',
        DATABASE_READ_OWN_WRITES_MS: '0',
      }).databaseRead,
    ).toEqual({ url, maxLagMs: 500, ownWritesMs: 0 });
    expect(() => parseEnv({ DATABASE_READ_URL: url })).toThrow(
      /DATABASE_READ_URL: a read replica needs its primary/,
    );
    expect(() => parseEnv({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() =>
      parseEnv({ DATABASE_URL: primary, DATABASE_READ_URL: url, DATABASE_READ_MAX_LAG_MS: '10' }),
    ).toThrow(/DATABASE_READ_MAX_LAG_MS/);
  });

  it('lists and indexes the public STUDIO product pages unless SITEMAP_PRODUCTS=false', () => {
    expect(parseEnv({}).sitemapProducts).toBe(true);
    expect(parseEnv({ SITEMAP_PRODUCTS: 'false' }).sitemapProducts).toBe(false);
  });

  it("takes links' base from PUBLIC_ORIGIN, else http://localhost:PORT outside production", () => {
    expect(parseEnv({}).publicOrigin).toBe('http://localhost:5000');
    expect(parseEnv({ PORT: '5190' }).publicOrigin).toBe('http://localhost:5190');
    expect(parseEnv({ PUBLIC_ORIGIN: 'https://shop.roslis.in/' }).publicOrigin).toBe(
      'https://shop.roslis.in',
    );
  });

  it('limits staff sessions to 30 idle minutes and 12 hours unless told otherwise, and refuses nonsense', () => {
    expect(parseEnv({}).staffSession).toEqual({ idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 });
    expect(parseEnv({ STAFF_SESSION_IDLE_MINUTES: '15', STAFF_SESSION_MAX_HOURS: '8' }).staffSession).toEqual(
      { idleMs: 15 * 60_000, maxMs: 8 * 3_600_000 },
    );
    expect(() => parseEnv({ STAFF_SESSION_IDLE_MINUTES: '0' })).toThrow(/STAFF_SESSION_IDLE_MINUTES/);
    expect(() => parseEnv({ STAFF_SESSION_MAX_HOURS: 'soon' })).toThrow(/STAFF_SESSION_MAX_HOURS/);
  });

  const production = {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://shop.roslis.in',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'hook',
    CARD_SIGNING_SECRET: 'a-production-card-signing-secret-0123456789',
    SMTP_URL: 'smtp://mailer:pass@mail.roslis.in:587',
    PHONE_SIGNUP: 'false',
    CODE_HASH_SECRET: 'a-production-code-hash-secret-0123456789',
  };

  const msg91 = {
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'auth-key',
    MSG91_TEMPLATE_OTP: 'tpl-otp',
    MSG91_DLR_TOKEN: 'a-dlr-token-0123456789',
  };

  it('asks staff for a second factor: required in production by default, optional elsewhere', () => {
    expect(parseEnv({}).staffSecondFactor).toBe('optional');
    expect(parseEnv(production).staffSecondFactor).toBe('required');
    expect(parseEnv({ ...production, STAFF_SECOND_FACTOR: 'optional' }).staffSecondFactor).toBe('optional');
    expect(parseEnv({ STAFF_SECOND_FACTOR: 'required' }).staffSecondFactor).toBe('required');
    expect(() => parseEnv({ STAFF_SECOND_FACTOR: 'off' })).toThrow(
      /STAFF_SECOND_FACTOR: must be required or optional/,
    );
  });

  it('texts through MSG91 only when SMS_PROVIDER=msg91 has its key, OTP template and DLR token', () => {
    expect(parseEnv({}).sms).toEqual({ provider: 'outbox' });
    expect(parseEnv({}).phoneSignup).toBe(true);
    expect(parseEnv({ ...msg91, MSG91_SENDER_ID: 'ROSLIS', MSG91_TEMPLATE_NOTICE: 'tpl-n' }).sms).toEqual({
      provider: 'msg91',
      authKey: 'auth-key',
      senderId: 'ROSLIS',
      templates: { otp: 'tpl-otp', notice: 'tpl-n' },
      baseUrl: 'https://control.msg91.com',
      dlrToken: 'a-dlr-token-0123456789',
    });
    const { MSG91_TEMPLATE_OTP: _, ...noTemplate } = msg91;
    expect(() => parseEnv(noTemplate)).toThrow(
      /MSG91_TEMPLATE_OTP: SMS_PROVIDER=msg91 needs MSG91_TEMPLATE_OTP/,
    );
    expect(() => parseEnv({ ...msg91, MSG91_DLR_TOKEN: 'short' })).toThrow(/MSG91_DLR_TOKEN/);
    expect(() => parseEnv({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER: must be outbox or msg91/);
    expect(parseEnv({ ...msg91, MSG91_BASE_URL: 'http://127.0.0.1:4010/' }).sms).toMatchObject({
      baseUrl: 'http://127.0.0.1:4010',
    });
  });

  it('sends WhatsApp through MSG91 only when WHATSAPP_PROVIDER=msg91 has its key, number and both templates', () => {
    const wa = {
      WHATSAPP_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'auth-key',
      MSG91_WHATSAPP_NUMBER: '+919847000099',
      WHATSAPP_TEMPLATE_ORDER_UPDATE: 'roslis_order_update',
      WHATSAPP_TEMPLATE_MONTHLY_PICK: 'roslis_monthly_pick',
    };
    expect(parseEnv({}).whatsapp).toEqual({ provider: 'outbox' });
    expect(parseEnv(wa).whatsapp).toEqual({
      provider: 'msg91',
      authKey: 'auth-key',
      integratedNumber: '919847000099',
      templates: { order_update: 'roslis_order_update', monthly_pick: 'roslis_monthly_pick' },
      language: 'en',
      baseUrl: 'https://control.msg91.com',
    });
    expect(
      parseEnv({ ...wa, WHATSAPP_TEMPLATE_LANGUAGE: 'en_US', MSG91_BASE_URL: 'http://127.0.0.1:4010/' })
        .whatsapp,
    ).toMatchObject({ language: 'en_US', baseUrl: 'http://127.0.0.1:4010' });
    const { WHATSAPP_TEMPLATE_MONTHLY_PICK: _, ...noPick } = wa;
    expect(() => parseEnv(noPick)).toThrow(
      /WHATSAPP_TEMPLATE_MONTHLY_PICK: WHATSAPP_PROVIDER=msg91 needs WHATSAPP_TEMPLATE_MONTHLY_PICK/,
    );
    const { MSG91_AUTH_KEY: __, MSG91_WHATSAPP_NUMBER: ___, ...noKey } = wa;
    expect(() => parseEnv({ ...production, ...noKey })).toThrow(
      /MSG91_AUTH_KEY: WHATSAPP_PROVIDER=msg91 needs MSG91_AUTH_KEY, MSG91_WHATSAPP_NUMBER/,
    );
    expect(parseEnv({ ...production, ...wa }).whatsapp.provider).toBe('msg91');
    expect(() => parseEnv({ ...wa, MSG91_WHATSAPP_NUMBER: 'shop' })).toThrow(
      /MSG91_WHATSAPP_NUMBER: must be the WhatsApp number with its country code/,
    );
    expect(() => parseEnv({ WHATSAPP_PROVIDER: 'gupshup' })).toThrow(
      /WHATSAPP_PROVIDER: must be outbox or msg91/,
    );
  });

  it('refuses production with phone sign-up on and no SMS transport, naming both ways out', () => {
    const { PHONE_SIGNUP: _, ...phoneOn } = production;
    expect(() => parseEnv(phoneOn)).toThrow(
      /SMS_PROVIDER: phone sign-up is on .* set SMS_PROVIDER=msg91 .* or set PHONE_SIGNUP=false/,
    );
    expect(parseEnv(production).phoneSignup).toBe(false);
    expect(parseEnv({ ...phoneOn, ...msg91 }).phoneSignup).toBe(true);
  });

  it('never loads demo data in production', () => {
    expect(parseEnv(production).demoData).toBe(false);
    expect(() => parseEnv({ ...production, DEMO_DATA: 'true' })).toThrow(/DEMO_DATA/);
  });

  it('offers the ₹1 test tier only when PAYMENTS_TEST_TIER asks, never in production or with Razorpay', () => {
    expect(parseEnv({}).paymentsTestTier).toBe(false);
    expect(parseEnv({ PAYMENTS_TEST_TIER: 'true' }).paymentsTestTier).toBe(true);
    const staging = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://staging.roslis.in',
      PAYMENTS_SANDBOX: 'true',
      CARD_SIGNING_SECRET: 'a-staging-card-signing-secret-0123456789',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PHONE_SIGNUP: 'false',
      CODE_HASH_SECRET: 'a-staging-code-hash-secret-0123456789abc',
    };
    expect(parseEnv(staging).paymentsTestTier).toBe(false);
    expect(() => parseEnv({ ...staging, PAYMENTS_TEST_TIER: 'true' })).toThrow(
      /PAYMENTS_TEST_TIER: .*never set it with NODE_ENV=production/,
    );
    const {
      NODE_ENV: _,
      PUBLIC_ORIGIN: __,
      CARD_SIGNING_SECRET: ___,
      CODE_HASH_SECRET: ____,
      ...razorpay
    } = production;
    expect(() => parseEnv({ ...razorpay, PAYMENTS_TEST_TIER: 'true' })).toThrow(/PAYMENTS_TEST_TIER/);
  });

  it('uses the sandbox gateway without Razorpay keys, and Razorpay with all three', () => {
    expect(parseEnv({}).payments.provider).toBe('sandbox');
    const live = parseEnv(production).payments;
    expect(live).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_live_x',
      keySecret: 'secret',
      webhookSecret: 'hook',
    });
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(
      /RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET/,
    );
  });

  it('refuses to take sandbox payments in production unless a staging site says so', () => {
    const noKeys = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://staging.roslis.in',
      CARD_SIGNING_SECRET: 'a-staging-card-signing-secret-0123456789',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PHONE_SIGNUP: 'false',
      CODE_HASH_SECRET: 'a-staging-code-hash-secret-0123456789abc',
    };
    expect(() => parseEnv(noKeys)).toThrow(/RAZORPAY_KEY_ID: production takes real payments/);
    expect(parseEnv({ ...noKeys, PAYMENTS_SANDBOX: 'true' }).payments.provider).toBe('sandbox');
  });

  it('needs PUBLIC_ORIGIN in production, for the links in e-mails', () => {
    const { PUBLIC_ORIGIN: _omit, ...rest } = production;
    expect(() => parseEnv(rest)).toThrow(/PUBLIC_ORIGIN: production needs the shop address/);
  });

  it('needs SMTP_URL in production: codes, receipts and resets go by e-mail and no outbox is readable there', () => {
    const { SMTP_URL: _omit, ...rest } = production;
    expect(() => parseEnv(rest)).toThrow(/SMTP_URL: production needs a mail server/);
    expect(parseEnv(production).smtpUrl).toBe(production.SMTP_URL);
  });

  it('accepts only smtp:// or smtps:// mail URLs', () => {
    expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: must be an smtp/);
  });

  it('keeps uploads on the disk by default, and in a bucket with STORAGE=s3 and its settings', () => {
    expect(parseEnv({}).storage).toEqual({ driver: 'disk' });
    expect(
      parseEnv({
        STORAGE: 's3',
        S3_BUCKET: 'roslis-media',
        S3_REGION: 'ap-south-1',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'roslis-media',
      region: 'ap-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    });
    // MinIO or a local server: an endpoint, the bucket in the path, us-east-1 unless told; the SDK's own
    // credentials when none are given.
    expect(
      parseEnv({
        STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: undefined,
    });
  });

  it('refuses a bucket without its name or region, keys without their pair, and S3 settings without STORAGE=s3', () => {
    expect(() => parseEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET: STORAGE=s3 needs the bucket's name/);
    expect(() => parseEnv({ STORAGE: 's3', S3_BUCKET: 'media' })).toThrow(
      /S3_REGION: STORAGE=s3 needs the bucket's region/,
    );
    expect(() =>
      parseEnv({ STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'AKIA' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
    expect(() => parseEnv({ S3_BUCKET: 'media' })).toThrow(/S3_BUCKET: is only read with STORAGE=s3/);
    expect(() => parseEnv({ STORAGE: 'minio' })).toThrow(/STORAGE: must be disk or s3/);
    expect(() => parseEnv({ STORAGE: 's3', S3_BUCKET: 'My_Bucket', S3_REGION: 'ap-south-1' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => parseEnv({ STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be a full http:\/\/ or https:\/\/ URL/,
    );
  });

  it('takes MEDIA_BASE_URL as a base address, https in production', () => {
    expect(parseEnv({}).mediaBaseUrl).toBeUndefined();
    expect(parseEnv({ MEDIA_BASE_URL: 'https://media.roslis.in/' }).mediaBaseUrl).toBe(
      'https://media.roslis.in',
    );
    expect(() => parseEnv({ MEDIA_BASE_URL: 'https://media.roslis.in/?v=1' })).toThrow(
      /MEDIA_BASE_URL: must be a base address without \? or #/,
    );
    expect(() => parseEnv({ MEDIA_BASE_URL: 'media.roslis.in' })).toThrow(/MEDIA_BASE_URL: must be a full/);
    const production = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://shop.roslis.in',
      SMTP_URL: 'smtp://mail',
      CARD_SIGNING_SECRET: 'c'.repeat(32),
      CODE_HASH_SECRET: 'h'.repeat(32),
      PAYMENTS_SANDBOX: 'true',
      PHONE_SIGNUP: 'false',
    };
    expect(() => parseEnv({ ...production, MEDIA_BASE_URL: 'http://media.roslis.in' })).toThrow(
      /MEDIA_BASE_URL: must be an https:\/\/ address in production/,
    );
    expect(parseEnv({ ...production, MEDIA_BASE_URL: 'https://media.roslis.in' }).mediaBaseUrl).toBe(
      'https://media.roslis.in',
    );
  });

  it('names every bad value in one clear message', () => {
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toMatch(/^Invalid environment:/);
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
      expect(message).toMatch(/LOG_LEVEL/);
    }
  });

  it('takes a redis:// or rediss:// REDIS_URL for the shared counters, and says what it wants otherwise', () => {
    expect(parseEnv({}).redisUrl).toBeUndefined();
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(parseEnv({ REDIS_URL: 'rediss://:pw@cache.example.com:6380/1' }).redisUrl).toBe(
      'rediss://:pw@cache.example.com:6380/1',
    );
    for (const bad of ['127.0.0.1:6379', 'http://cache.example.com', 'redis://']) {
      expect(() => parseEnv({ REDIS_URL: bad })).toThrow(
        /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
      );
    }
  });

  it('takes a REDIS_KEY_PREFIX for the Redis keys, and says what it wants otherwise', () => {
    expect(parseEnv({}).redisKeyPrefix).toBeUndefined();
    expect(parseEnv({ REDIS_KEY_PREFIX: 'roslis-staging:' }).redisKeyPrefix).toBe('roslis-staging:');
    for (const bad of ['', 'has space', 'x'.repeat(65)]) {
      expect(() => parseEnv({ REDIS_KEY_PREFIX: bad })).toThrow(/REDIS_KEY_PREFIX: must be 1 to 64/);
    }
  });

  it('needs a card signing secret of 32+ characters in production; a development one otherwise', () => {
    const { CARD_SIGNING_SECRET: _, ...withoutSecret } = production;
    expect(() => parseEnv(withoutSecret)).toThrow(/CARD_SIGNING_SECRET/);
    expect(() => parseEnv({ ...production, CARD_SIGNING_SECRET: 'too-short-but-16chars' })).toThrow(
      /CARD_SIGNING_SECRET/,
    );
    expect(parseEnv(production).cardSigningSecret).toBe(production.CARD_SIGNING_SECRET);
    expect(parseEnv({}).cardSigningSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('needs a code hash secret of 32+ characters in production; outside it, unset means the server makes one', () => {
    const { CODE_HASH_SECRET: _, ...withoutSecret } = production;
    expect(() => parseEnv(withoutSecret)).toThrow(/CODE_HASH_SECRET: production needs a secret/);
    expect(() => parseEnv({ ...production, CODE_HASH_SECRET: 'too-short-but-16chars' })).toThrow(
      /CODE_HASH_SECRET/,
    );
    expect(parseEnv(production).codeHashSecret).toBe(production.CODE_HASH_SECRET);
    expect(parseEnv({}).codeHashSecret).toBeUndefined();
  });

  it('has no sandbox signing secret written in the source: unset, the server makes its own', () => {
    expect(parseEnv({}).payments).toEqual({ provider: 'sandbox' });
    expect(parseEnv({ SANDBOX_PAYMENT_SECRET: 'a-chosen-sandbox-secret' }).payments).toEqual({
      provider: 'sandbox',
      keySecret: 'a-chosen-sandbox-secret',
      webhookSecret: 'a-chosen-sandbox-secret:webhook',
    });
  });

  it('serves the dev outbox only in demo mode outside production', () => {
    expect(parseEnv({}).devOutbox).toBe(true);
    expect(parseEnv({ DEMO_DATA: 'false' }).devOutbox).toBe(false);
    expect(parseEnv(production).devOutbox).toBe(false);
  });
});
