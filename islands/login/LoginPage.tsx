import { TaggedText } from '../../shared/i18n/TaggedText';
import type { LoginPageProps as ServerProps } from '../../shared/api/contract';
import { useT } from '../../shared/i18n/useT';
import { LazyForm, lazyForm } from '../../shared/mount/LazyForm';
import { Spinner } from '../../shared/ui/Spinner';

// formik and yup come with the forms, after the page's first paint.
const LoginForm = lazyForm(() => import('./LoginForm').then((m) => m.LoginForm));
const CodeForm = lazyForm(() => import('./CodeForm').then((m) => m.CodeForm));

export type LoginPageProps = Partial<ServerProps>;

/** /customer/login: email or phone number and password, or a code sent by SMS (which also opens an account). */
export function LoginPage({ returnTo, codeStep = null, smsInbox = null }: LoginPageProps) {
  const t = useT();
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>{t('login.title')}</h1>
        <p className="auth-lead">{t('login.lead')}</p>
        <LazyForm fallback={<Spinner label={t('login.loadingForm')} minHeight={209} />}>
          <LoginForm returnTo={returnTo} />
        </LazyForm>
        <section className="auth-code">
          <h2>{t('login.withCode')}</h2>
          <p className="auth-lead">{t('login.codeLead')}</p>
          <LazyForm fallback={<Spinner label={t('login.loadingForm')} minHeight={120} />}>
            <CodeForm returnTo={returnTo} step={codeStep} />
          </LazyForm>
          {smsInbox && (
            <p className="auth-demo">
              {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- TaggedText fills the link */}
              <TaggedText id="login.demoInbox" tags={{ 0: <a href={smsInbox} /> }} />
            </p>
          )}
        </section>
        <p className="auth-switch">
          {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- TaggedText fills the link */}
          <TaggedText id="login.newToHaat" tags={{ 0: <a href="/customer/register" /> }} />
        </p>
      </div>
    </section>
  );
}
