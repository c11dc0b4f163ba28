import type { Kysely, KyselyPlugin } from 'kysely';
import type { DB } from '../db/schema';

type Answer = { statusCode: number; body: string };

/**
 * The database as `db`, counting the statements sent while `statements(call)` runs: each as its answer comes back
 * (a query built into another, a data-modifying CTE, is transformed as well, but only the statement holding it is
 * sent), and a transaction's BEGIN and COMMIT, round trips as well, which no plugin sees. `statements` answers the
 * count, and throws the call's body when it answers another status than `status`.
 */
export function countingStatements(db: Kysely<DB>) {
  let counting = false;
  let sent = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      if (counting) sent += 1;
      return result;
    },
  };
  const counted = db.withPlugin(counter);
  const transaction = counted.transaction.bind(counted);
  counted.transaction = () => {
    if (counting) sent += 2;
    return transaction();
  };
  async function statements(call: () => Promise<Answer>, status = 200): Promise<number> {
    sent = 0;
    counting = true;
    const answer = await call();
    counting = false;
    if (answer.statusCode !== status) throw new Error(answer.body);
    return sent;
  }
  return { db: counted, statements };
}
