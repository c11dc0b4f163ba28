import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { bookOrder, ordersToBook, type Booked, type Carriers } from './book';
import { pollParcels, type PollReport } from './follow';

export interface BookingReport {
  booked: Booked[];
  /** Orders the couriers could not take this time (refused, failed, busy), with why. */
  failed: { orderId: number; reason: string }[];
}

/** Books every confirmed order without a parcel; one order's failure does not stop the others. */
export async function bookConfirmed(db: Kysely<DB>, carriers: Carriers): Promise<BookingReport> {
  const report: BookingReport = { booked: [], failed: [] };
  for (const orderId of await ordersToBook(db)) {
    try {
      const booked = await bookOrder(db, carriers, orderId);
      if (booked) report.booked.push(booked);
    } catch (error) {
      report.failed.push({ orderId, reason: (error as Error).message });
    }
  }
  return report;
}

/** One turn of the parcel timer: book what is confirmed (when the shop books automatically), then poll. */
export async function parcelTurn(db: Kysely<DB>, carriers: Carriers): Promise<PollReport> {
  if (carriers.settings.autoBook) await bookConfirmed(db, carriers);
  return pollParcels(db, carriers.couriers);
}

/**
 * Runs the parcel timer every `minutes`, one turn at a time (a slow courier never stacks turns). The answer stops it.
 */
export function startParcelTimer(
  db: Kysely<DB>,
  carriers: Carriers,
  minutes: number,
  log: (error: unknown) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = () => {
    if (!stopped) timer = setTimeout(turn, minutes * 60_000).unref();
  };
  const turn = () => {
    parcelTurn(db, carriers).catch(log).finally(next);
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
