import { api } from './client';
import { messageOf } from './envelope';

/**
 * POST /submit-resume as multipart/form-data (the CV as a file): the server's message.
 * 422 { message, errors } for bad fields or a closed job post, 404 for an unknown one, 429 when
 * this address sent too many.
 */
export async function submitResume(form: FormData): Promise<string | undefined> {
  return messageOf((await api.post('/submit-resume', form)).data);
}
