import type { FieldErrors, FieldTexts } from '../../shared/validation/fieldErrors';
import type { FieldMessage } from '../../shared/validation/shopText';
import { fieldsInEnglish, inEnglish } from './serverText';

export interface DomainErrorDetails {
  /**
   * The form fields at fault, each with its messages for the shopper (texts, written in the shopper's language when
   * answered).
   */
  fields?: FieldTexts;
  /** Where the storefront should send the shopper next, when going on here makes no sense. */
  redirectTo?: string;
}

/**
 * What a domain module (cart, checkout, catalog, customer, courier ...) throws when it cannot do
 * what was asked: a message for the shopper (a text of the catalogue) and, where it helps, the
 * fields at fault and where to go next. Domain modules know nothing of HTTP; the errors plugin answers each kind
 * with its
 * status (plugins/errors.ts).
 */
export class DomainError extends Error {
  /** The message for the shopper; `message` is its English (what logs show). */
  readonly text: FieldMessage;
  /** The fields' messages for the shopper; `fields` is their English. */
  readonly fieldTexts?: FieldTexts;
  readonly fields?: FieldErrors;
  readonly redirectTo?: string;

  constructor(text: FieldMessage, { fields, redirectTo }: DomainErrorDetails = {}) {
    super(inEnglish(text));
    this.text = text;
    this.name = new.target.name;
    this.fieldTexts = fields;
    this.fields = fields && fieldsInEnglish(fields);
    this.redirectTo = redirectTo;
  }
}

/** Nothing by that id or name, or it is not the shopper's own (which looks the same from outside). */
export class NotFound extends DomainError {}

/** Understood, but a rule of the shop says no (a bad quantity, an expired coupon, a form's fields). */
export class Refused extends DomainError {}

/** Things changed while the shopper was deciding: doing it now would be wrong (review and try again). */
export class Conflict extends DomainError {}

/** The shopper may not go on from here (an empty cart at checkout); `redirectTo` says where to go instead. */
export class Forbidden extends DomainError {}

/** A service outside the shop (the courier) failed or could not be reached. */
export class ServiceFailed extends DomainError {}
