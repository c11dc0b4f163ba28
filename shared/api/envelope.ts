import type { AxiosError, AxiosResponse } from 'axios';

/** axios's own isAxiosError without importing axios (it loads lazily). */
export function isAxiosError(error: unknown): error is AxiosError {
  return (error as { isAxiosError?: unknown } | null)?.isAxiosError === true;
}

/** The spec reads some answers as data (the body) and others as data.data (the body's data). */
export function bodyOf<T>(response: AxiosResponse<T>): T {
  return response.data;
}

export function innerDataOf<T>(response: AxiosResponse<{ data: T }>): T {
  return response.data.data;
}

/** The message of a body that carries it as message or data.message. */
export function messageOf(body: unknown): string | undefined {
  const b = body as { message?: unknown; data?: { message?: unknown } } | null | undefined;
  if (typeof b?.message === 'string') return b.message;
  if (typeof b?.data?.message === 'string') return b.data.message;
  return undefined;
}

/** The server's message of a failed call, or the fallback text the spec gives for that call. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const body = error.response?.data as { error?: unknown } | undefined;
    return messageOf(body) ?? (typeof body?.error === 'string' ? body.error : fallback);
  }
  return fallback;
}

export function statusOf(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
