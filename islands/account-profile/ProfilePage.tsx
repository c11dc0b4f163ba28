import { useEffect, useState } from 'react';
import { fetchProfile } from '../../shared/api/account';
import type { Profile } from '../../shared/api/accountContract';
import { LazyForm, lazyForm } from '../../shared/mount/LazyForm';
import { useT } from '../../shared/i18n/useT';
import { Spinner } from '../../shared/ui/Spinner';

// formik and yup come with the form; the chunk is fetched while the profile loads.
const loadForm = () => import('./ProfileForm');
const ProfileForm = lazyForm(() => loadForm().then((m) => m.ProfileForm));

/** The form's height on a phone, held while it loads so nothing below moves. */
const FORM_HEIGHT = 900;

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; profile: Profile };

/**
 * Update Profile: the form filled in with the profile the page wrote (`profile`), or, without it,
 * the one GET /customer/account/profile/edit-info answers.
 */
export function ProfilePage({ profile }: { profile?: Profile }) {
  const t = useT();
  const [state, setState] = useState<State>(profile ? { status: 'ready', profile } : { status: 'loading' });

  useEffect(() => {
    let current = true;
    void loadForm().catch(() => {}); // a failed prefetch is retried by React.lazy
    if (profile) return;
    fetchProfile().then(
      (profile) => current && setState({ status: 'ready', profile }),
      (error: unknown) => {
        console.error('[haat] could not load the profile', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [profile]);

  const spinner = <Spinner label={t('account-profile.loading')} minHeight={FORM_HEIGHT} />;
  if (state.status === 'loading') return spinner;
  if (state.status === 'failed')
    return (
      <p className="account-problem" role="alert">
        {t('account-profile.loadFailed')}
      </p>
    );
  return (
    <LazyForm fallback={spinner}>
      <ProfileForm profile={state.profile} />
    </LazyForm>
  );
}
