import { parseArgs } from 'node:util';
import { runShopCommand } from '../db/shopCommand';
import { paymentsFor } from '../payments/gateways';
import { approveReturn, listReturns, pickedUp, refundReturn, refuseReturn, type ReturnChange } from './shopReturns';

/**
 * The shop's returns by command, until it has screens for them:
 *   npm run returns -- list [status]              the newest returns, of one status or all
 *   npm run returns -- approve <id>...            requested -> approved
 *   npm run returns -- refuse <id>...             requested or approved -> refused
 *   npm run returns -- picked-up <id>...          approved -> picked up; a gateway-paid order's share goes back at once
 *   npm run returns -- refunded <id> [transfer]   picked up -> refunded: a cash order's money sent by the shop (its
 *                                                 bKash transfer id), or a gateway refund that failed, asked again
 * Exits 1 when any return was refused, 2 when a refund failed (the return stays picked up; ask again).
 */
const USAGE = 'usage: returns list [status] | approve|refuse|picked-up <id>... | refunded <id> [transfer id]';

function line(change: ReturnChange): string {
  if (change.refused)
    return `return ${change.id}: refused (${change.refused}${change.from ? `; it is ${change.from}` : ''})`;
  const refund =
    change.refund === 'failed'
      ? ', REFUND FAILED: it stays picked up; run returns -- refunded again'
      : change.refund === 'refunded'
        ? ', refunded through the gateway'
        : change.refund === 'manual'
          ? ', recorded as a manual refund'
          : '';
  return `return ${change.id}: ${change.from} -> ${change.to}${refund}`;
}

function parse() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, ...args] = positionals;
  const ids = args.map(Number);
  const known = ['list', 'approve', 'refuse', 'picked-up', 'refunded'].includes(command);
  if (!known || (command !== 'list' && (ids.length === 0 || !Number.isInteger(ids[0])))) throw new Error(USAGE);
  return { command, args, ids };
}

runShopCommand(parse, async ({ config, db }, { command, args, ids }) => {
  if (command === 'list') {
    for (const one of await listReturns(db, args[0]))
      console.log(
        `${one.id}  ${one.number}  ${one.status.padEnd(10)} ${one.reason.padEnd(16)} Tk ${one.amount / 100}` +
          `  ${one.askedAt}${one.refundTo ? `  to bKash ${one.refundTo}` : ''}`,
      );
    return;
  }
  const payments = paymentsFor(config.payments, config.publicUrl);
  const act = (id: number) =>
    command === 'approve'
      ? approveReturn(db, id)
      : command === 'refuse'
        ? refuseReturn(db, id)
        : command === 'picked-up'
          ? pickedUp(db, payments, id)
          : refundReturn(db, payments, id, args[1]);
  const changes: ReturnChange[] = [];
  // One at a time, in the order given; `refunded` takes one id and its transfer id.
  for (const id of command === 'refunded' ? ids.slice(0, 1) : ids) changes.push(await act(id));
  for (const change of changes) {
    console.log(line(change));
    if (change.refused) process.exitCode = 1;
    else if (change.refund === 'failed' && !process.exitCode) process.exitCode = 2;
  }
});
