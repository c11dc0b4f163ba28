import type { AlertAsk } from './alertsContract';
import { api } from './client';
import { messageOf } from './envelope';

/** The alert calls. Refusals (422: a number that takes no SMS, 429: past the budgets) throw, with the server's text. */

/** POST /api/alerts: the server's message (it is recorded, or was already). */
export async function askAlert(ask: AlertAsk): Promise<string | undefined> {
  return messageOf((await api.post('/api/alerts', ask)).data);
}

/** DELETE /api/alerts/{id} (customers): the server's message. */
export async function removeAlert(id: number): Promise<string | undefined> {
  return messageOf((await api.delete(`/api/alerts/${id}`)).data);
}
