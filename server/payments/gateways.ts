import { bkashGateway } from './bkash';
import type { GatewayName, PaymentGateway } from './gateway';
import { configuredGateways, type PaymentConfig } from './settings';
import { sslcommerzGateway, type SslcommerzGateway } from './sslcommerz';

/** The configured gateways' drivers, and what the shop tells and holds around them. */
export interface Payments {
  bkash: PaymentGateway | null;
  sslcommerz: SslcommerzGateway | null;
  /** The configured gateways, in the checkout's order (after cash on delivery). */
  gateways: GatewayName[];
  /** True when the drivers talk to the bundled simulators: no money moves. */
  sandbox: boolean;
  /** How long an order waiting for its payment holds its units and coupon use (ms). */
  holdMs: number;
  /** The shop's public origin, where the gateways send shoppers and notifications back. */
  publicUrl: string;
}

/** The drivers of the configured gateways (none of them called yet). */
export function paymentsFor(config: PaymentConfig, publicUrl: string, { timeoutMs = 30_000 } = {}): Payments {
  return {
    bkash: config.bkash && bkashGateway(config.bkash, { timeoutMs }),
    sslcommerz: config.sslcommerz && sslcommerzGateway(config.sslcommerz, { timeoutMs }),
    gateways: configuredGateways(config),
    sandbox: config.sandbox !== null,
    holdMs: config.holdMinutes * 60_000,
    publicUrl,
  };
}

/** The gateway an order was opened with, when the shop still has it configured. */
export const gatewayOf = (payments: Payments, method: string): PaymentGateway | null =>
  method === 'bkash' ? payments.bkash : method === 'sslcommerz' ? payments.sslcommerz : null;
