import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type ErrorCode } from '../lib/errors.ts';

const FRAMEWORK_CODES: Record<number, { code: ErrorCode; message: string; key?: string }> = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be understood.' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  413: { code: 'BAD_REQUEST', message: 'The request body is too large.' },
  415: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Request bodies must be JSON (Content-Type: application/json).',
  },
  429: {
    code: 'RATE_LIMITED',
    message: 'Too many requests. Please wait a moment and try again.',
    key: 'rateLimited.moment',
  },
};

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

/**
 * One error path: `{ message, code, fieldErrors?, key?, params? }`, no stack traces, 5xx detail hidden.
 * `key` and `params` name the message for the web app's catalogues (AppError.keyed).
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.status).send({
        message: error.message,
        code: error.code,
        fieldErrors: error.fieldErrors,
        key: error.key,
        params: error.params,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const v of error.validation) {
        const key = fieldName(v.instancePath, error.validationContext);
        fieldErrors[key] = [...(fieldErrors[key] ?? []), v.message ?? 'Invalid value'];
      }
      const [firstKey, firstMessages] = Object.entries(fieldErrors)[0] ?? ['request', ['Invalid value']];
      return reply.status(400).send({
        message: `Invalid ${firstKey}: ${firstMessages[0]}`,
        code: 'VALIDATION_FAILED',
        fieldErrors,
        key: 'validation.failed',
        params: { field: firstKey },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply.status(500).send({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
        key: 'internal',
      });
    }
    const status = error.statusCode ?? 500;
    const known = FRAMEWORK_CODES[status];
    if (status < 500 && known) {
      const message =
        status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : known.message;
      return reply.status(status).send({ message, code: known.code, key: known.key });
    }
    if (status < 500) {
      return reply.status(status).send({ message: error.message, code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(ERROR_STATUS.INTERNAL).send({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
      key: 'internal',
    });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
