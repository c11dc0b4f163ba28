import type { StatusEvent } from '../api/ordersContract';

/** The steps of an order that goes well, in order, by the status each step gives. */
export const ORDER_STEPS = [
  { status: 'pending', label: 'Order placed' },
  { status: 'processing', label: 'Confirmed' },
  { status: 'shipped', label: 'Handed to the courier' },
  { status: 'completed', label: 'Delivered' },
] as const;

const STEP_LABELS: Record<string, string> = {
  ...Object.fromEntries(ORDER_STEPS.map((s) => [s.status, s.label])),
  cancelled: 'Cancelled',
};

export interface TimelineStep {
  status: string;
  label: string;
  /** When the order reached it (ISO), or null: not yet, or before the shop kept the history. */
  at: string | null;
  /** done: reached; current: the order's status now; next: still to come. */
  state: 'done' | 'current' | 'next';
}

/**
 * What the timeline shows. An order on its way shows all four steps, those reached marked with
 * their times and the rest still to come. A cancelled (or otherwise stopped) order shows the steps
 * it reached, then where it stopped.
 */
export function timelineSteps(status: string, statusLabel: string, history: StatusEvent[]): TimelineStep[] {
  const timeOf = (s: string) => history.filter((e) => e.status === s).at(-1)?.at ?? null;
  const reached = ORDER_STEPS.findIndex((s) => s.status === status);
  if (reached >= 0) {
    return ORDER_STEPS.map((step, n) => ({
      status: step.status,
      label: step.label,
      at: n <= reached ? timeOf(step.status) : null,
      state: n < reached ? 'done' : n === reached ? 'current' : 'next',
    }));
  }
  const before = history.filter((e, n) => e.status !== status && history.findIndex((f) => f.status === e.status) === n);
  return [
    ...before.map((e): TimelineStep => ({
      status: e.status,
      label: STEP_LABELS[e.status] ?? e.status,
      at: timeOf(e.status),
      state: 'done',
    })),
    { status, label: STEP_LABELS[status] ?? statusLabel, at: timeOf(status), state: 'current' },
  ];
}
