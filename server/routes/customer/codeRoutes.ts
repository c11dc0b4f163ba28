import type { FastifyPluginAsync } from 'fastify';
import { say } from '../../../shared/validation/shopText';
import { HttpError } from '../../plugins/errors';
import { AUTH_TEXTS } from './auth';
import {
  CODE_TEXTS,
  CodeNotSent,
  sendCode,
  signInWithCode,
  type CodeSignInBody,
  type SendCodeBody,
} from './codeSignIn';

const text = { type: 'string', maxLength: 1000 } as const;
// returnTo comes with the form the browser sends itself, which holds both buttons; sending a code ignores it.
export const sendCodeBody = { type: 'object', properties: { phone: text, returnTo: text } } as const;
export const codeSignInBody = {
  type: 'object',
  properties: { phone: text, code: text, name: text, returnTo: text },
} as const;

/**
 * Signing in (or registering) with a code by SMS: POST /customer/login/code sends it,
 * POST /customer/login/code/verify signs in with it. Refusals: 422 with the field at fault
 * (`name` when a new number's name is asked), 429 with Retry-After, 503 when no gateway took the SMS.
 */
const codeRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SendCodeBody }>(
    '/customer/login/code',
    { schema: { body: sendCodeBody } },
    async (request, reply) => {
      let phone: string;
      try {
        phone = await sendCode(app, request, reply);
      } catch (error) {
        if (!(error instanceof CodeNotSent)) throw error;
        return reply
          .code(503)
          .header('retry-after', '60')
          .send({ success: false, message: say(request.t, error.text) });
      }
      return { success: true, message: say(request.t, CODE_TEXTS.sent(phone)), phone };
    },
  );

  app.post<{ Body: CodeSignInBody }>(
    '/customer/login/code/verify',
    { schema: { body: codeSignInBody } },
    async (request, reply) => {
      const outcome = await signInWithCode(app, request, reply);
      if ('askName' in outcome)
        throw new HttpError(422, CODE_TEXTS.nameNeeded, { name: [CODE_TEXTS.nameNeeded] }, { success: false });
      const message = outcome.registered ? CODE_TEXTS.registered(outcome.registered) : AUTH_TEXTS.signedIn;
      return { success: true, message: say(request.t, message), redirect: outcome.redirect };
    },
  );
};

export default codeRoutes;
