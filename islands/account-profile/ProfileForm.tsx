import { useFormik } from 'formik';
import { updateProfile } from '../../shared/api/account';
import { GENDERS, type Profile, type ProfileEdit } from '../../shared/api/accountContract';
import { useT } from '../../shared/i18n/useT';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { flashFormFailure } from '../../shared/validation/flashFormFailure';
import { controlProps, firstMessages, FormField } from '../../shared/validation/FormField';
import { profileSchema } from '../../shared/validation/profileSchema';

type Values = Required<ProfileEdit>;

const valuesOf = (p: Profile): Values => ({
  first_name: p.first_name,
  last_name: p.last_name,
  email: p.email,
  phone: p.phone,
  gender: p.gender ?? '',
  date_of_birth: p.date_of_birth ?? '',
  news_letter: p.subscribed_to_news_letter,
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
});

/**
 * POST /customer/account/profile/edit. Success shows the server's message ('Profile Updated
 * Successfully') and empties the password fields; field errors are flashed as 'field: message'
 * and shown beside the fields; any other failure as 'Error updating profile. Please try again later.'
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const textFields: [keyof Values, string, Record<string, string>][] = [
    ['first_name', t('account-profile.firstName'), { autoComplete: 'given-name' }],
    ['last_name', t('account-profile.lastName'), { autoComplete: 'family-name' }],
    ['email', t('account-profile.email'), { type: 'email', autoComplete: 'email' }],
    [
      'phone',
      t('account-profile.mobile'),
      { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '01XXXXXXXXX' },
    ],
  ];
  const passwordFields: [keyof Values, string, string][] = [
    ['current_password', t('account-profile.currentPassword'), 'current-password'],
    ['new_password', t('account-profile.newPassword'), 'new-password'],
    ['new_password_confirmation', t('account-profile.confirmNewPassword'), 'new-password'],
  ];
  const genders: Record<(typeof GENDERS)[number], string> = {
    Male: t('account-profile.genderMale'),
    Female: t('account-profile.genderFemale'),
    Undefined: t('account-profile.genderUndefined'),
  };
  const form = useFormik<Values>({
    initialValues: valuesOf(profile),
    validationSchema: profileSchema,
    onSubmit: async (values, { setErrors, resetForm }) => {
      try {
        const { message, profile } = await updateProfile(profileSchema.cast(values));
        dispatch(flashAdded(message ?? t('account-profile.updated'), 'success'));
        resetForm({
          values: profile
            ? valuesOf(profile)
            : { ...values, current_password: '', new_password: '', new_password_confirmation: '' },
        });
      } catch (error) {
        setErrors(
          firstMessages(await dispatch(flashFormFailure(error, t('account-profile.failed'), 'update the profile'))),
        );
      }
    },
  });
  const props = (name: keyof Values) => controlProps(form, name, 'profile');

  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit}>
      <div className="form-row">
        {textFields.map(([name, label, extra]) => (
          <FormField key={name} form={form} name={name} idPrefix="profile" label={label}>
            <input {...props(name)} {...extra} aria-required="true" />
          </FormField>
        ))}
        <FormField form={form} name="gender" idPrefix="profile" label={t('account-profile.gender')}>
          <select {...props('gender')} aria-required="true">
            <option value="">{t('account-profile.selectGender')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {genders[gender]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField form={form} name="date_of_birth" idPrefix="profile" label={t('account-profile.dateOfBirth')}>
          <input
            {...props('date_of_birth')}
            type="date"
            max={new Date().toISOString().slice(0, 10)}
            aria-required="true"
            autoComplete="bday"
          />
        </FormField>
      </div>
      <label className="check-field">
        <input type="checkbox" {...form.getFieldProps({ name: 'news_letter', type: 'checkbox' })} />
        {t('account-profile.newsletter')}
      </label>
      <fieldset className="account-fieldset">
        <legend>{t('account-profile.changePassword')}</legend>
        <p className="account-hint">{t('account-profile.keepPassword')}</p>
        <div className="form-row form-row-3">
          {passwordFields.map(([name, label, autoComplete]) => (
            <FormField key={name} form={form} name={name} idPrefix="profile" label={label}>
              <input {...props(name)} type="password" autoComplete={autoComplete} />
            </FormField>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button account-submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('account-profile.saving') : t('account-profile.update')}
      </button>
    </form>
  );
}
