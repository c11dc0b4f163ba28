import { boolean, object, string, type InferType } from 'yup';
import { GENDERS } from '../api/accountContract';
import { MESSAGES, ruleText } from './messages';
import { bdMobile } from './phone';
import { emailAddress, newPassword, pastDay, personName } from './rules';

const emptyAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Optional password fields: empty means "keep my password". */
const passwordField = (label: string) => string().label(label).transform(emptyAsAbsent).max(128, MESSAGES.max);
const changing = (newPassword: unknown) => typeof newPassword === 'string' && newPassword !== '';

/**
 * Update Profile (POST /customer/account/profile/edit). Required: first name, last name, email,
 * mobile, gender and date of birth. The password fields are optional; a new password needs the
 * current one and its confirmation. The island validates with formik and the server validates
 * the same schema, answering {message, errors: {field: [messages]}}.
 */
export const profileSchema = object({
  first_name: personName('forms.fieldFirstName'),
  last_name: personName('forms.fieldLastName'),
  email: emailAddress('forms.fieldEmail'),
  phone: bdMobile('forms.fieldMobile'),
  gender: string()
    .label('forms.fieldGender')
    .transform(emptyAsAbsent)
    .required(MESSAGES.required)
    .oneOf(GENDERS, MESSAGES.one_of),
  date_of_birth: pastDay('forms.fieldDateOfBirth'),
  news_letter: boolean().default(false),
  new_password: newPassword('forms.fieldNewPassword', { required: false }),
  current_password: passwordField('forms.fieldCurrentPassword').when('new_password', {
    is: changing,
    then: (field) => field.required(MESSAGES.required),
  }),
  new_password_confirmation: passwordField('forms.fieldNewPasswordConfirmation').when('new_password', {
    is: changing,
    then: (field) =>
      field
        .required(MESSAGES.required)
        .test('confirmed', ruleText('confirmed', 'forms.fieldNewPassword'), function (value) {
          return value === this.parent.new_password;
        }),
  }),
});

export type ProfileValues = InferType<typeof profileSchema>;
