import { boolean, object, type InferType } from 'yup';
import { bdMobile } from './phone';
import { confirmed, emailAddress, newPassword, personName } from './rules';

/**
 * The registration form (POST /customer/register). The island validates it with formik and the
 * server validates the same schema, answering {message, errors: {field: [messages]}}.
 */
export const registrationSchema = object({
  first_name: personName('first name'),
  last_name: personName('last name'),
  email: emailAddress('email'),
  phone: bdMobile('phone'),
  password: newPassword('password'),
  password_confirmation: confirmed('password', 'password confirmation', 'password'),
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
