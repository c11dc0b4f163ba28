import { ServiceFailed } from '../lib/domainErrors';
import { COURIER_UNREACHABLE_TEXT } from './courier';

/**
 * One timeline for every courier's parcel, in order: a parcel's step never goes back. Each courier's own statuses
 * map onto it (pathaoParcels.ts, steadfast.ts, redx.ts); the texts are `shopper.parcel<Step>` in both catalogues.
 */
export const PARCEL_STEPS = [
  'booked',
  'picked_up',
  'in_transit',
  'at_delivery_hub',
  'out_for_delivery',
  'delivered',
  'partly_delivered',
  'returned',
  'cancelled',
] as const;
export type ParcelStep = (typeof PARCEL_STEPS)[number];

/** Where the parcel goes: the courier's own area ids where the shop has them, else the district and thana. */
export interface ParcelDestination {
  address: string;
  district: string;
  thana: string;
  /** Pathao's city, zone and area ids; RedX's delivery area id. */
  cityId?: number;
  zoneId?: number;
  areaId?: number;
}

export interface ParcelRequest {
  /** The order's number: the merchant's reference the parcel is looked up by. */
  orderNumber: string;
  recipientName: string;
  /** 11 digits, 01XXXXXXXXX. */
  recipientPhone: string;
  destination: ParcelDestination;
  /** The cash the courier collects on delivery, in poisha (the order's due amount). */
  cashToCollect: number;
  /** Declared value in poisha. */
  value: number;
  weightKg: number;
  itemCount: number;
}

/** A parcel as the courier reports it. */
export interface Parcel {
  /** The courier's id for it: Pathao's and Steadfast's consignment id, RedX's tracking id. */
  id: string;
  orderNumber: string;
  /** The courier's own status, word for word. */
  courierStatus: string;
  /** Its step on the shop's timeline; null for a status that moves nothing (a hold the courier does not explain). */
  step: ParcelStep | null;
  /** The cash the courier says it collected, in poisha, where its status answer tells. */
  cashCollected?: number;
  /** The cash the courier was asked to collect, in poisha, where its status answer tells (RedX's does). */
  cashToCollect?: number;
}

/**
 * A courier that carries parcels. `find` and `cancel` are null where the courier's documented API has no such call:
 * a courier that cannot be asked by the order's number is never sent a create twice (see createParcelOnce), and a
 * parcel at a courier without a cancel call is cancelled by the merchant in the courier's own `portal`.
 */
export interface ParcelCourier {
  readonly name: 'pathao' | 'steadfast' | 'redx';
  /** Where the merchant sees and changes its parcels by hand. */
  readonly portal: string;
  create(request: ParcelRequest): Promise<Parcel>;
  status(id: string): Promise<Parcel>;
  find: ((orderNumber: string) => Promise<Parcel | null>) | null;
  cancel: ((id: string, reason: string) => Promise<void>) | null;
}

/**
 * The courier's answer never came (a timeout or a connection lost after the request left), so the parcel may exist.
 * Every other failure means the courier made nothing.
 */
export class AnswerLost extends ServiceFailed {
  constructor() {
    super(COURIER_UNREACHABLE_TEXT);
  }
}

/** A create whose answer was lost, at a courier that cannot be asked by the order's number: the shop must look. */
export class ParcelUnsure extends ServiceFailed {
  constructor(public readonly orderNumber: string) {
    super(COURIER_UNREACHABLE_TEXT);
  }
}

/**
 * Creates the order's parcel at most once: the courier is first asked by the order's number (a create whose
 * answer was lost before may have made it), and a create that loses its answer is looked up again rather than
 * retried. At a courier without that lookup a lost answer is ParcelUnsure, never a second create.
 */
export async function createParcelOnce(courier: ParcelCourier, request: ParcelRequest): Promise<Parcel> {
  const known = await courier.find?.(request.orderNumber);
  if (known) return known;
  try {
    return await courier.create(request);
  } catch (error) {
    if (!(error instanceof AnswerLost)) throw error;
    if (!courier.find) throw new ParcelUnsure(request.orderNumber);
    const made = await courier.find(request.orderNumber);
    if (made) return made;
    return courier.create(request);
  }
}
