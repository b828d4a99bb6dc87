import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../env.ts';

/** Secrets, and whose sizes a list is for ("In my size": a profile id is personal). */
const SECRET_QUERY = /([?&](?:token|code|password|otp|signature|fitFor)=)[^&]*/gi;
/** A digital card's QR link (/verify-card/{token}, and its API call) shows whoever holds it the card. */
const SECRET_PATH = /(\/verify-card\/)[^/?#]+/gi;

/** Strip secrets from a URL before it is logged (reset tokens, codes, card links, whose size a list is for). */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

/** pino options: no passwords, tokens, cookies or codes in logs. Request bodies are never logged. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}

type LogFn = (objOrMsg: object | string, msg?: string) => void;

/**
 * The logging a service needs, without tying it to the HTTP framework: pino's logger (and so Fastify's
 * request.log) fits it.
 */
export interface Log {
  error: LogFn;
  warn: LogFn;
  info: LogFn;
}
