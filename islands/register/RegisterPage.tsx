import { TaggedText } from '../../shared/i18n/TaggedText';
import type { RegisterPageProps as ServerProps } from '../../shared/api/contract';
import { useT } from '../../shared/i18n/useT';
import { LazyForm, lazyForm } from '../../shared/mount/LazyForm';
import { Spinner } from '../../shared/ui/Spinner';

// formik and yup come with the form, after the page's first paint.
const RegisterForm = lazyForm(() => import('./RegisterForm').then((m) => m.RegisterForm));

export type RegisterPageProps = Partial<ServerProps>;

/** The registration page: 'Create an account'. */
export function RegisterPage({ loginUrl = '/customer/login' }: RegisterPageProps) {
  const t = useT();
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>{t('register.title')}</h1>
        <p className="auth-switch">
          {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- TaggedText fills the link */}
          <TaggedText id="register.haveAccount" tags={{ 0: <a href={loginUrl} /> }} />
        </p>
        <LazyForm fallback={<Spinner label={t('register.loadingForm')} minHeight={566} />}>
          <RegisterForm loginUrl={loginUrl} />
        </LazyForm>
      </div>
    </section>
  );
}
