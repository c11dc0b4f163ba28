import { api } from './client';

/** Signing in, registering and signing out. */

/** POST /customer/login {login, password, returnTo?}: where to go now. 422 { errors }, 429 after too many tries. */
export async function signIn(credentials: {
  login: string;
  password: string;
  returnTo?: string;
}): Promise<string | undefined> {
  return (await api.post<{ redirect?: string } | null>('/customer/login', credentials)).data?.redirect;
}

/** POST /customer/register: success and the server's message (422 { errors } for bad fields). */
export async function register(registration: object): Promise<{ success: boolean; message: string | null }> {
  const { data } = await api.post<{ success?: unknown; message?: unknown } | null>('/customer/register', registration);
  return {
    success: data?.success === true,
    message: typeof data?.message === 'string' && data.message ? data.message : null,
  };
}

/** POST /customer/logout. */
export async function signOut(): Promise<void> {
  await api.post('/customer/logout');
}
