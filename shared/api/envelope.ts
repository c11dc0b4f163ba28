import type { AxiosError } from 'axios';
import type { FieldErrors } from '../validation/fieldErrors';

/**
 * The one reader of the server's envelopes. A call answers { data, message? } (lists as
 * { data: T[] }, paged lists add meta); a refusal answers { message, error?, errors? } with a
 * 4xx status. The call modules of this folder read every answer through these functions.
 */

/** axios's own isAxiosError without importing axios (it loads lazily). */
export function isAxiosError(error: unknown): error is AxiosError {
  return (error as { isAxiosError?: unknown } | null)?.isAxiosError === true;
}

/** The list of { data: T[] } (or a bare T[]); an answer without one is a failed call. */
export function listOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  const inner = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(inner)) return inner as T[];
  throw new Error('the answer holds no list');
}

/** The message of a body that carries it as message or data.message. */
export function messageOf(body: unknown): string | undefined {
  const b = body as { message?: unknown; data?: { message?: unknown } } | null | undefined;
  if (typeof b?.message === 'string') return b.message;
  if (typeof b?.data?.message === 'string') return b.data.message;
  return undefined;
}

/**
 * The text of a refusal body: its error field (the cart calls' own), its error_message (the review form's), then its
 * message.
 */
export function refusalOf(body: unknown): string | undefined {
  const { error, error_message } = (body ?? {}) as { error?: unknown; error_message?: unknown };
  if (typeof error === 'string') return error;
  return typeof error_message === 'string' ? error_message : messageOf(body);
}

/** What the shopper is told of a failed call: the server's words, else the call's own fallback text. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return (isAxiosError(error) ? refusalOf(error.response?.data) : undefined) ?? fallback;
}

/** The field errors of a refused form (422 { errors: { field: [messages] } }), if it has any. */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  return isAxiosError(error) ? (error.response?.data as { errors?: FieldErrors } | undefined)?.errors : undefined;
}

export function statusOf(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
