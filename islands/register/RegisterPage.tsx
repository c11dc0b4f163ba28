import { lazy } from 'react';
import type { RegisterPageProps as ServerProps } from '../../shared/api/contract';
import { LazyForm } from '../../shared/mount/LazyForm';
import { Spinner } from '../../shared/ui/Spinner';

// formik and yup come with the form, after the page's first paint.
const RegisterForm = lazy(() => import('./RegisterForm').then((m) => ({ default: m.RegisterForm })));

export type RegisterPageProps = Partial<ServerProps>;

/** The registration page: 'Create an account'. */
export function RegisterPage({ loginUrl = '/customer/login' }: RegisterPageProps) {
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>Create an account</h1>
        <p className="auth-switch">
          Already have an account? <a href={loginUrl}>Sign In</a>
        </p>
        <LazyForm fallback={<Spinner label="Loading the registration form" minHeight={566} />}>
          <RegisterForm loginUrl={loginUrl} />
        </LazyForm>
      </div>
    </section>
  );
}
