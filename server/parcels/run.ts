import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { bookOrder, ordersToBook, type Booked, type Carriers } from './book';
import { pollParcels, type PollReport } from './follow';
import { takeLease } from './lease';

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

/** The lease the parcel timers of every process on one database share. */
const TIMER_LEASE = 'parcel-timer';

/**
 * One period's turn of the timer of process `holder`: taken only by the process holding the timer's lease for the
 * period, so of several processes (workers, servers) on one database one books and polls; null when another holds it.
 */
export async function leasedParcelTurn(
  db: Kysely<DB>,
  carriers: Carriers,
  holder: string,
  periodMs: number,
): Promise<PollReport | null> {
  if (!(await takeLease(db, TIMER_LEASE, holder, periodMs))) return null;
  return parcelTurn(db, carriers);
}

/**
 * Runs the parcel timer every `minutes`, one turn at a time (a slow courier never stacks turns), the turn of a period
 * taken by one process only (leasedParcelTurn). The answer stops it.
 */
export function startParcelTimer(
  db: Kysely<DB>,
  carriers: Carriers,
  minutes: number,
  log: (error: unknown) => void,
): () => void {
  const holder = randomUUID();
  const periodMs = minutes * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = () => {
    if (!stopped) timer = setTimeout(turn, periodMs).unref();
  };
  const turn = () => {
    leasedParcelTurn(db, carriers, holder, periodMs).catch(log).finally(next);
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
