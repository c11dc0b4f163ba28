import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { FlashType } from '../../../shared/store/flashSlice';
import type { FieldMessage } from '../../../shared/validation/shopText';
import { DomainError } from '../../lib/domainErrors';
import { serverText } from '../../lib/serverText';
import { HttpError } from '../../plugins/errors';
import { backTo, flashNextPage } from '../../plugins/formReturn';

/** What a form did: the flash message the next page shows, and where to go when not back to the page. */
export interface FormOutcome {
  text: FieldMessage;
  type: FlashType;
  to?: string;
}

const FORM_INVALID = serverText('server.formInvalid');

/**
 * A form route's handler, for a form the browser sent itself (no script): `work` does what the
 * form asks with the domain's functions and says what to flash. A body its schema refuses (the
 * route has attachValidation) or a refusal of the shop's rules flashes its message as an error
 * and changes nothing. Either way the answer is 303 back to the page (or `to`), where the flash
 * shows once (the session's flash, layoutData.ts).
 */
export function formRoute<R extends RouteGenericInterface>(
  fallback: string,
  work: (request: FastifyRequest<R>, reply: FastifyReply) => Promise<FormOutcome>,
) {
  return async (request: FastifyRequest<R>, reply: FastifyReply) => {
    let outcome: FormOutcome;
    if (request.validationError) outcome = { text: FORM_INVALID, type: 'error' };
    else {
      try {
        outcome = await work(request, reply);
      } catch (error) {
        if (!(error instanceof DomainError || (error instanceof HttpError && error.statusCode < 500))) throw error;
        outcome = { text: error.text, type: 'error' };
      }
    }
    flashNextPage(request, outcome.text, outcome.type);
    return reply.redirect(outcome.to ?? backTo(request, fallback), 303);
  };
}

/** The fields every form carries besides its own: the XSRF token (plugins/xsrf.ts checks it before the schema). */
export const formFields = { _xsrf: { type: 'string', maxLength: 200 } } as const;
