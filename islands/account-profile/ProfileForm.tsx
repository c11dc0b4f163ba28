import { useFormik } from 'formik';
import { updateProfile } from '../../shared/api/account';
import { GENDERS, type Profile, type ProfileEdit } from '../../shared/api/accountContract';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { flashFormFailure } from '../../shared/validation/flashFormFailure';
import { controlProps, firstMessages, FormField } from '../../shared/validation/FormField';
import { profileSchema } from '../../shared/validation/profileSchema';

export const PROFILE_UPDATED = 'Profile Updated Successfully';
export const PROFILE_FAILED = 'Error updating profile. Please try again later.';

type Values = Required<ProfileEdit>;

const valuesOf = (p: Profile): Values => ({
  first_name: p.first_name, last_name: p.last_name, email: p.email, phone: p.phone, gender: p.gender ?? '',
  date_of_birth: p.date_of_birth ?? '', news_letter: p.subscribed_to_news_letter,
  current_password: '', new_password: '', new_password_confirmation: '',
});

const TEXT_FIELDS: [keyof Values, string, Record<string, string>][] = [
  ['first_name', 'First Name', { autoComplete: 'given-name' }],
  ['last_name', 'Last Name', { autoComplete: 'family-name' }],
  ['email', 'Email', { type: 'email', autoComplete: 'email' }],
  ['phone', 'Mobile', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '01XXXXXXXXX' }],
];
const PASSWORD_FIELDS: [keyof Values, string, string][] = [
  ['current_password', 'Current Password', 'current-password'],
  ['new_password', 'New Password', 'new-password'],
  ['new_password_confirmation', 'Confirm New Password', 'new-password'],
];

/**
 * POST /customer/account/profile/edit. Success shows the server's message ('Profile Updated
 * Successfully') and empties the password fields; field errors are flashed as 'field: message'
 * and shown beside the fields; any other failure as 'Error updating profile. Please try again later.'
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const dispatch = useAppDispatch();
  const form = useFormik<Values>({
    initialValues: valuesOf(profile),
    validationSchema: profileSchema,
    onSubmit: async (values, { setErrors, resetForm }) => {
      try {
        const { message, profile } = await updateProfile(profileSchema.cast(values));
        dispatch(flashAdded(message ?? PROFILE_UPDATED, 'success'));
        resetForm({ values: profile ? valuesOf(profile) : { ...values, current_password: '', new_password: '', new_password_confirmation: '' } });
      } catch (error) {
        setErrors(firstMessages(await dispatch(flashFormFailure(error, PROFILE_FAILED, 'update the profile'))));
      }
    },
  });
  const props = (name: keyof Values) => controlProps(form, name, 'profile');

  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit}>
      <div className="form-row">
        {TEXT_FIELDS.map(([name, label, extra]) => (
          <FormField key={name} form={form} name={name} idPrefix="profile" label={label}>
            <input {...props(name)} {...extra} aria-required="true" />
          </FormField>
        ))}
        <FormField form={form} name="gender" idPrefix="profile" label="Gender">
          <select {...props('gender')} aria-required="true">
            <option value="">Select gender</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </select>
        </FormField>
        <FormField form={form} name="date_of_birth" idPrefix="profile" label="Date of Birth">
          <input {...props('date_of_birth')} type="date" max={new Date().toISOString().slice(0, 10)} aria-required="true" autoComplete="bday" />
        </FormField>
      </div>
      <label className="check-field">
        <input type="checkbox" {...form.getFieldProps({ name: 'news_letter', type: 'checkbox' })} />
        Subscribe to our newsletter
      </label>
      <fieldset className="account-fieldset">
        <legend>Change Password</legend>
        <p className="account-hint">Leave these empty to keep your password.</p>
        <div className="form-row form-row-3">
          {PASSWORD_FIELDS.map(([name, label, autoComplete]) => (
            <FormField key={name} form={form} name={name} idPrefix="profile" label={label}>
              <input {...props(name)} type="password" autoComplete={autoComplete} />
            </FormField>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button account-submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Saving...' : 'Update Profile'}
      </button>
    </form>
  );
}
