/** Field name -> its messages, the map the server answers (in the shopper's language) and the islands show. */
export type FieldErrors = Record<string, string[]>;

/** The first message of each field, as the flashes show them: '{field}: {first message}'. */
export function fieldErrorLines(errors: FieldErrors | undefined): string[] {
  return Object.entries(errors ?? {})
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => `${field}: ${messages[0]}`);
}
