import { timelineSteps } from './timeline';

const placed = { status: 'pending', at: '2026-04-13T04:00:00.000Z' };
const confirmed = { status: 'processing', at: '2026-04-13T07:00:00.000Z' };
const shipped = { status: 'shipped', at: '2026-04-14T05:00:00.000Z' };
const short = (steps: ReturnType<typeof timelineSteps>) => steps.map(({ label, at, state }) => [label, at, state]);

describe('timelineSteps', () => {
  it('shows the four steps of an order on its way: those reached with their times, the rest still to come', () => {
    expect(short(timelineSteps('shipped', 'Shipped', [placed, confirmed, shipped]))).toEqual([
      ['Order placed', placed.at, 'done'],
      ['Confirmed', confirmed.at, 'done'],
      ['Handed to the courier', shipped.at, 'current'],
      ['Delivered', null, 'next'],
    ]);
    expect(short(timelineSteps('pending', 'Pending', [placed])).map(([, , state]) => state)).toEqual([
      'current',
      'next',
      'next',
      'next',
    ]);
  });

  it('marks the steps of an order older than its history as reached, without a time', () => {
    expect(short(timelineSteps('completed', 'Completed', [placed]))).toEqual([
      ['Order placed', placed.at, 'done'],
      ['Confirmed', null, 'done'],
      ['Handed to the courier', null, 'done'],
      ['Delivered', null, 'current'],
    ]);
  });

  it('shows a cancelled order up to where it stopped', () => {
    const cancelled = { status: 'cancelled', at: '2026-04-13T09:00:00.000Z' };
    expect(short(timelineSteps('cancelled', 'Cancelled', [placed, confirmed, cancelled]))).toEqual([
      ['Order placed', placed.at, 'done'],
      ['Confirmed', confirmed.at, 'done'],
      ['Cancelled', cancelled.at, 'current'],
    ]);
    // A status the shop has no step for is named by its label.
    expect(short(timelineSteps('closed', 'Closed', [placed]))).toEqual([
      ['Order placed', placed.at, 'done'],
      ['Closed', null, 'current'],
    ]);
  });
});
