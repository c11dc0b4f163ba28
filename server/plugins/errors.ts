import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Conflict, DomainError, Forbidden, NotFound, Refused, ServiceFailed } from '../lib/domainErrors';

/**
 * A refusal only the route layer knows (sign in first, wait before trying again ...), with a
 * message for the shopper, for forms a map of field errors, and extra fields of the answer.
 * Domain modules throw DomainErrors instead (lib/domainErrors.ts).
 */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public errors?: Record<string, string[]>,
    public extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** The status each kind of domain error answers with. */
const DOMAIN_STATUS = new Map<Function, number>([[NotFound, 404], [Refused, 422], [Conflict, 409], [Forbidden, 403], [ServiceFailed, 502]]);

/** A domain error as the HTTP error it answers with: {message, errors?, redirect_url?}. */
function fromDomain(error: DomainError): HttpError {
  const extra = error.redirectTo ? { redirect_url: error.redirectTo } : undefined;
  return new HttpError(DOMAIN_STATUS.get(error.constructor) ?? 500, error.message, error.fields, extra);
}

function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** Turns Ajv's messages into the field map the islands show ('{field}: {first message}'). */
function validationMap(error: FastifyError): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const v of error.validation ?? []) {
    const missing = (v.params as { missingProperty?: string }).missingProperty;
    const field = missing ?? (v.instancePath.split('/').filter(Boolean).join('.') || 'request');
    const message = missing ? `The ${missing} field is required` : `The ${field} field ${v.message ?? 'is invalid'}`;
    (map[field] ??= []).push(message);
  }
  return map;
}

/**
 * One error handler: clear 4xx messages, a generic text for 5xx, never a stack trace.
 * Page requests get an HTML page; calls get JSON.
 */
export default fp(async (app) => {
  app.setErrorHandler(async (thrown: FastifyError & Partial<HttpError>, request: FastifyRequest, reply: FastifyReply) => {
    const error = thrown instanceof DomainError ? (fromDomain(thrown) as FastifyError & HttpError) : thrown;
    let status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    let body: Record<string, unknown>;
    if (error.validation) {
      status = 422;
      const errors = validationMap(error);
      body = { message: Object.values(errors)[0]?.[0] ?? 'The request is not valid.', errors };
    } else if (status < 500) {
      body = { message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...(error.extra ?? {}) };
    } else {
      request.log.error({ err: error }, 'request failed');
      body = { message: GENERIC_ERROR };
    }
    if (wantsHtml(request)) {
      return reply.code(status).type('text/html; charset=utf-8').send(await app.renderErrorPage(request, status, String(body.message)));
    }
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const message = 'The page you are looking for could not be found.';
    if (wantsHtml(request)) {
      return reply.code(404).type('text/html; charset=utf-8').send(await app.renderErrorPage(request, 404, message));
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}, { name: 'errors', dependencies: ['views'] });
