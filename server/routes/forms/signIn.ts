import type { FastifyPluginAsync } from 'fastify';
import { SIGN_IN_FORM } from '../../../shared/forms/formActions';
import { AUTH_TEXTS, signIn, signInBody, type SignInBody } from '../customer/auth';
import { LOGIN_PATH } from '../requireCustomer';
import { formFields, formRoute } from './formReply';

/**
 * The sign-in form sent without script: signed in as by the sign-in call, then on to the return
 * path; a refusal goes back to the sign-in page (its return path kept) with the message.
 */
const signInForm: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SignInBody }>(
    SIGN_IN_FORM,
    {
      schema: {
        body: { ...signInBody, additionalProperties: false, properties: { ...signInBody.properties, ...formFields } },
      },
      attachValidation: true,
    },
    formRoute(LOGIN_PATH, async (request, reply) => ({
      text: AUTH_TEXTS.signedIn,
      type: 'success',
      to: await signIn(app, request, reply),
    })),
  );
};

export default signInForm;
