/** Every failure a service can report. The error handler maps each code to its HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  MEMBERSHIP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Stock, a limited run or a pre-order limit could not cover what was asked. */
  SOLD_OUT: 409,
  /** An order cannot move from its status to the one asked for. */
  INVALID_TRANSITION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A byte range that starts past the end of the file. */
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What a message key's words are filled with ("{{name}} in size {{size}} is sold out..."). */
export type MessageParams = Record<string, string | number>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string[]>;
  /** The message's stable key (the web's errors catalogue), for the errors converted so far. */
  key?: string;
  params?: MessageParams;

  constructor(code: ErrorCode, message: string, fieldErrors?: Record<string, string[]>, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /**
   * Names the message by its key, so the web app can show it in the member's language; the English
   * `message` stays what API clients read. `throw new AppError('SOLD_OUT', text).keyed('cart.soldOut',
   * { name, size })`: the key's English words in web/locales/en/errors.json are the message's.
   */
  keyed(key: string, params?: MessageParams): this {
    this.key = key;
    this.params = params;
    return this;
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('BAD_REQUEST', message, fieldErrors);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please log in to continue.') =>
  new AppError('UNAUTHENTICATED', message);
