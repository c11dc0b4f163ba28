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

/** POST /customer/login/code {phone}: the code is on its way; the number in its local form. 422, 429, 503 otherwise. */
export async function sendSignInCode(phone: string): Promise<{ message: string; phone: string }> {
  const { data } = await api.post<{ message?: string; phone?: string } | null>('/customer/login/code', { phone });
  return { message: String(data?.message ?? ''), phone: String(data?.phone ?? phone) };
}

/**
 * POST /customer/login/code/verify {phone, code, name?, returnTo?}: where to go now. 422 with errors.code (wrong
 * or expired) or errors.name (a new number: its name is asked), 429 when locked.
 */
export async function signInWithCode(form: {
  phone: string;
  code: string;
  name?: string;
  returnTo?: string;
}): Promise<{ redirect?: string; message: string }> {
  const { data } = await api.post<{ redirect?: string; message?: string } | null>('/customer/login/code/verify', form);
  return { redirect: data?.redirect, message: String(data?.message ?? '') };
}
