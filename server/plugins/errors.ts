import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { writeFieldErrors, type FieldTexts } from '../../shared/validation/fieldErrors';
import { say, type FieldMessage } from '../../shared/validation/shopText';
import { Conflict, DomainError, Forbidden, NotFound, Refused, ServiceFailed } from '../lib/domainErrors';
import { inEnglish, serverText, type ServerTextId } from '../lib/serverText';

/**
 * A refusal only the route layer knows (sign in first, wait before trying again ...), with a
 * message for the shopper, for forms a map of field errors, and extra fields of the answer.
 * Messages are texts of the catalogue: the handler below writes them in the request's language.
 * Domain modules throw DomainErrors instead (lib/domainErrors.ts).
 */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    public text: FieldMessage,
    public errors?: FieldTexts,
    public extra?: Record<string, unknown>,
  ) {
    super(inEnglish(text));
  }
}

const GENERIC = serverText('server.genericError');

/** The status each kind of domain error answers with. */
const DOMAIN_STATUS = new Map<object, number>([
  [NotFound, 404],
  [Refused, 422],
  [Conflict, 409],
  [Forbidden, 403],
  [ServiceFailed, 502],
]);

/** A domain error as the HTTP error it answers with: {message, errors?, redirect_url?}. */
function fromDomain(error: DomainError): HttpError {
  const extra = error.redirectTo ? { redirect_url: error.redirectTo } : undefined;
  return new HttpError(DOMAIN_STATUS.get(error.constructor) ?? 500, error.text, error.fieldTexts, extra);
}

const CLIENT_TEXTS = {
  unreadableForm: serverText('server.unreadableForm'),
  notMultipart: serverText('server.notMultipart'),
  tooLarge: serverText('server.tooLarge'),
  formTooLarge: serverText('server.formTooLarge'),
};

/**
 * Fastify's and the form parser's own refusals of a request, by code: the status and the text the
 * caller gets. Codes not listed keep their 4xx status and Fastify's message (which names no file).
 */
const CLIENT_ERRORS: Record<string, [number, FieldMessage]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, CLIENT_TEXTS.tooLarge],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, CLIENT_TEXTS.notMultipart],
  FST_INVALID_JSON_FIELD_ERROR: [400, CLIENT_TEXTS.unreadableForm],
  FST_PROTO_VIOLATION: [400, CLIENT_TEXTS.unreadableForm],
  FST_MP_PREMATURE_CLOSE: [400, CLIENT_TEXTS.unreadableForm],
  FST_PARTS_LIMIT: [413, CLIENT_TEXTS.formTooLarge],
  FST_FILES_LIMIT: [413, CLIENT_TEXTS.formTooLarge],
  FST_FIELDS_LIMIT: [413, CLIENT_TEXTS.formTooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, CLIENT_TEXTS.formTooLarge],
};

/**
 * Requests whose body is being read: from the first preParsing hook to the end of preValidation,
 * where the multipart plugin reads the form. The form parser throws plain errors (no boundary,
 * the data ends early, a bad part header): an error without a status in that window is the
 * sender's malformed form, not the shop's fault.
 */
const readingBody = new WeakSet<FastifyRequest>();

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/** A refusal of the request as sent (Fastify's codes, the form parser's errors) as [status, message], or null. */
function clientError(error: FastifyError, request: FastifyRequest): [number, FieldMessage] | null {
  if (error.code && CLIENT_ERRORS[error.code]) return CLIENT_ERRORS[error.code];
  if (error.code?.startsWith('FST_') && error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return [error.statusCode, error.message];
  if (!error.statusCode && readingBody.has(request) && isMultipart(request)) return [400, CLIENT_TEXTS.unreadableForm];
  return null;
}

function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/**
 * Ajv's refusals as the field map the islands show ('{field}: {first message}'), in the request's
 * language: a missing field and the length and size limits by their own text (in English word for
 * word what Ajv says), any other refusal (type, pattern, enum ...) as "is not valid".
 */
const AJV_TEXTS: Record<string, ServerTextId> = {
  maxLength: 'server.fieldTooLong',
  minLength: 'server.fieldTooShort',
  maximum: 'server.fieldAtMost',
  minimum: 'server.fieldAtLeast',
};
function validationMap(error: FastifyError, t: FastifyRequest['t']): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const v of error.validation ?? []) {
    const params = v.params as { missingProperty?: string; limit?: number };
    const missing = params.missingProperty;
    const field = missing ?? (v.instancePath.split('/').filter(Boolean).join('.') || 'request');
    const known = AJV_TEXTS[v.keyword];
    const message = missing
      ? t('server.fieldRequired', { field })
      : known && typeof params.limit === 'number'
        ? t(known, { field, limit: params.limit })
        : t('server.fieldOther', { field });
    (map[field] ??= []).push(message);
  }
  return map;
}

/**
 * One error handler: clear 4xx messages, a generic text for 5xx, never a stack trace.
 * Page requests get an HTML page; calls get JSON.
 */
export default fp(
  async (app) => {
    app.setErrorHandler(
      async (thrown: FastifyError & Partial<HttpError>, request: FastifyRequest, reply: FastifyReply) => {
        const error = thrown instanceof DomainError ? (fromDomain(thrown) as FastifyError & HttpError) : thrown;
        const write = (message: FieldMessage) => say(request.t, message, request.money);
        let status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
        let body: Record<string, unknown>;
        const refused = error.validation ? null : clientError(error, request);
        if (refused) {
          status = refused[0];
          body = { message: write(refused[1]) };
        } else if (error.validation) {
          status = 422;
          const errors = validationMap(error, request.t);
          body = { message: Object.values(errors)[0]?.[0] ?? request.t('server.requestInvalid'), errors };
        } else if (status < 500) {
          body = {
            message: write(error.text ?? error.message),
            ...(error.errors ? { errors: writeFieldErrors(request.t, error.errors, request.money) } : {}),
            ...(error.extra ?? {}),
          };
        } else {
          request.log.error({ err: error }, 'request failed');
          body = { message: write(GENERIC) };
        }
        if (wantsHtml(request)) {
          return reply
            .code(status)
            .type('text/html; charset=utf-8')
            .send(await app.renderErrorPage(request, status, String(body.message)));
        }
        return reply.code(status).send(body);
      },
    );

    app.addHook('preParsing', (request, _reply, payload, done) => {
      readingBody.add(request);
      done(null, payload);
    });
    // Registered after the multipart plugin: its preValidation hook (which reads the form) has run.
    app.addHook('preValidation', (request, _reply, done) => {
      readingBody.delete(request);
      done();
    });

    app.setNotFoundHandler(async (request, reply) => {
      const message = request.t('server.pageNotFound');
      if (wantsHtml(request)) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(await app.renderErrorPage(request, 404, message));
      }
      return reply
        .code(404)
        .send({ message: request.t('server.noRoute', { method: request.method, path: request.url.split('?')[0] }) });
    });
  },
  { name: 'errors', dependencies: ['views'] },
);
