import { createHash } from 'node:crypto';
import { smsNumber } from './phone';

/** One SMS as a driver sends it: the number already normalised and the message's id for the day. */
export interface SmsMessage {
  /** `8801XXXXXXXXX` (phone.ts). */
  to: string;
  /** Unicode text: Bangla is sent as it is, never transliterated. */
  text: string;
  /** Unique for this message on this day (messageId): a gateway that keeps ids refuses a second copy. */
  id: string;
}

/** What a gateway answered for an accepted message. */
export interface SmsReceipt {
  driver: string;
  /** The gateway's own id of the message ('' when it gives none, or the message was a repeat). */
  providerId: string;
}

/** One SMS gateway, speaking its documented HTTP API. */
export interface SmsDriver {
  readonly name: string;
  /** Resolves once the gateway accepted the message; rejects with SmsFailed otherwise. */
  send(message: SmsMessage): Promise<SmsReceipt>;
}

/** A gateway did not accept a message: its refusal, an error status, an unreadable answer or no answer in time. */
export class SmsFailed extends Error {
  constructor(
    readonly driver: string,
    reason: string,
  ) {
    super(`${driver}: ${reason}`);
    this.name = 'SmsFailed';
  }
}

/** The number is not a Bangladeshi mobile one: refused before any gateway is asked. */
export class NotAMobileNumber extends Error {
  constructor(typed: string) {
    super(`not a Bangladeshi mobile number: "${typed}"`);
    this.name = 'NotAMobileNumber';
  }
}

/** What the shop asks to send: to a number as typed, a text, and a key naming the message (e.g. `order-42-placed`). */
export interface SmsRequest {
  to: string;
  text: string;
  key: string;
}

export interface SmsSender {
  send(request: SmsRequest): Promise<SmsReceipt>;
}

/** The calendar day in Bangladesh (UTC+6, no daylight saving), which is the gateways' day. */
function dhakaDay(at: number): string {
  return new Date(at + 6 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The message's id for the day: the same key on the same Dhaka day gives the same id, so a retry
 * carries the id of the first try. Twenty characters, the longest csms_id SSL Wireless takes.
 */
export function messageId(key: string, at: number): string {
  return createHash('sha256')
    .update(`${dhakaDay(at)}\n${key}`)
    .digest('hex')
    .slice(0, 20);
}

/**
 * Sends through the first driver and, when it fails, through the next, in order; fails with the
 * last driver's failure when none accepted the message. A number that is not a Bangladeshi mobile
 * number is refused (NotAMobileNumber) before any driver is asked.
 */
export function failoverSender(drivers: SmsDriver[], now: () => number = Date.now): SmsSender {
  if (drivers.length === 0) throw new Error('an SMS sender needs at least one driver');
  return {
    async send({ to, text, key }) {
      const number = smsNumber(to);
      if (!number) throw new NotAMobileNumber(to);
      const message = { to: number, text, id: messageId(key, now()) };
      let failure: unknown;
      for (const driver of drivers) {
        try {
          return await driver.send(message);
        } catch (error) {
          if (!(error instanceof SmsFailed)) throw error;
          failure = error;
        }
      }
      throw failure;
    },
  };
}
