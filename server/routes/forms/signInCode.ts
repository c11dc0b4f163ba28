import type { FastifyPluginAsync } from 'fastify';
import { SIGN_IN_CODE_FORM, SIGN_IN_CODE_VERIFY_FORM } from '../../../shared/forms/formActions';
import { AUTH_TEXTS } from '../customer/auth';
import { CODE_TEXTS, CodeNotSent, sendCode, signInWithCode, type CodeSignInBody } from '../customer/codeSignIn';
import { codeSignInBody, sendCodeBody } from '../customer/codeRoutes';
import { smsNumber } from '../../sms/phone';
import { LOGIN_PATH } from '../requireCustomer';
import { formFields, formRoute } from './formReply';

const withFormFields = (body: typeof sendCodeBody | typeof codeSignInBody) => ({
  ...body,
  additionalProperties: false,
  properties: { ...body.properties, ...formFields },
});

/**
 * The code sign-in sent without script: "Send code" and "Sign in" do what their calls do; the
 * session keeps the number (and whether its name is asked) so the sign-in page shows the next step.
 */
const signInCodeForms: FastifyPluginAsync = async (app) => {
  app.post(
    SIGN_IN_CODE_FORM,
    { schema: { body: withFormFields(sendCodeBody) }, attachValidation: true },
    formRoute(LOGIN_PATH, async (request, reply) => {
      try {
        const phone = await sendCode(app, request, reply);
        request.session.set('signInCode', { phone, askName: false });
        return { text: CODE_TEXTS.sent(phone), type: 'success', to: LOGIN_PATH };
      } catch (error) {
        if (!(error instanceof CodeNotSent)) throw error;
        return { text: error.text, type: 'error', to: LOGIN_PATH };
      }
    }),
  );

  app.post<{ Body: CodeSignInBody }>(
    SIGN_IN_CODE_VERIFY_FORM,
    { schema: { body: withFormFields(codeSignInBody) }, attachValidation: true },
    formRoute(LOGIN_PATH, async (request, reply) => {
      const outcome = await signInWithCode(app, request, reply);
      if ('askName' in outcome) {
        const phone = `0${smsNumber(String(request.body.phone))!.slice(3)}`;
        request.session.set('signInCode', { phone, askName: true });
        return { text: CODE_TEXTS.nameNeeded, type: 'info', to: LOGIN_PATH };
      }
      const text = outcome.registered ? CODE_TEXTS.registered(outcome.registered) : AUTH_TEXTS.signedIn;
      return { text, type: 'success', to: outcome.redirect };
    }),
  );
};

export default signInCodeForms;
