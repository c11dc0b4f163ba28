import { boolean, object, type InferType } from 'yup';
import { bdMobile } from './phone';
import { confirmed, emailAddress, newPassword, personName } from './rules';

/**
 * The registration form (POST /customer/register). The island validates it with formik and the
 * server validates the same schema, answering {message, errors: {field: [messages]}}.
 */
export const registrationSchema = object({
  first_name: personName('forms.fieldFirstName'),
  last_name: personName('forms.fieldLastName'),
  email: emailAddress('forms.fieldEmail'),
  phone: bdMobile('forms.fieldPhone'),
  password: newPassword('forms.fieldPassword'),
  password_confirmation: confirmed('password', 'forms.fieldPasswordConfirmation', 'forms.fieldPassword'),
  is_subscribed: boolean().default(false),
});

export type Registration = InferType<typeof registrationSchema>;

export const EMPTY_REGISTRATION: Registration = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  is_subscribed: false,
};
