import { boolean, object, type InferType } from 'yup';
import { bdMobile } from './phone';
import { confirmed, emailAddress, newPassword, requiredText } from './rules';

/**
 * The registration form (POST /customer/register). The island validates it with formik and the
 * server validates the same schema, answering {message, errors: {field: [messages]}}.
 */
export const registrationSchema = object({
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
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
