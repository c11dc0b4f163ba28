import { lazy } from 'react';
import type { LoginPageProps as ServerProps } from '../../shared/api/contract';
import { LazyForm } from '../../shared/mount/LazyForm';
import { Spinner } from '../../shared/ui/Spinner';

// formik and yup come with the form, after the page's first paint.
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

export type LoginPageProps = Partial<ServerProps>;

/** /customer/login: email or phone number and password. */
export function LoginPage({ returnTo }: LoginPageProps) {
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>Sign In</h1>
        <p className="auth-lead">Sign in with your email address or mobile number.</p>
        <LazyForm fallback={<Spinner label="Loading the sign-in form" minHeight={209} />}>
          <LoginForm returnTo={returnTo} />
        </LazyForm>
        <p className="auth-switch">
          New to Haat? <a href="/customer/register">Create an account</a>
        </p>
      </div>
    </section>
  );
}
