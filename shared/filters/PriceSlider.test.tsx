import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../test/renderWithProviders';
import { PriceSlider, SLIDER_SETTLE_MS } from './PriceSlider';
import type { PriceSelection } from './priceRange';

/** The slider as a page holds it: the applied range, and every range the shopper applies. */
function Harness({ applied }: { applied: PriceSelection[] }) {
  const [value, setValue] = useState<PriceSelection>({ min: 0, max: 60000 });
  return (
    <PriceSlider
      value={value}
      onChange={(next) => {
        applied.push(next);
        setValue(next);
      }}
    />
  );
}

const box = (name: 'Min' | 'Max') => screen.getByRole('spinbutton', { name });

async function typeInto(name: 'Min' | 'Max', text: string) {
  const user = userEvent.setup();
  await user.clear(box(name));
  await user.type(box(name), `${text}{Enter}`);
}

describe('PriceSlider', () => {
  it('starts at 0 to 60000 in the boxes and on the handles', () => {
    renderWithProviders(<Harness applied={[]} />);
    expect(box('Min')).toHaveValue(0);
    expect(box('Max')).toHaveValue(60000);
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('0');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('60000');
  });

  it('tells a screen reader where each handle stands in taka', () => {
    renderWithProviders(<Harness applied={[]} />);
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(max).toHaveAttribute('aria-valuetext', '৳ 60,000');
    fireEvent.change(max, { target: { value: '59500' } });
    expect(max).toHaveAttribute('aria-valuetext', '৳ 59,500');
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuetext', '৳ 0');
  });

  it('applies a typed Min on Enter', async () => {
    const applied: PriceSelection[] = [];
    renderWithProviders(<Harness applied={applied} />);
    await typeInto('Min', '2500');
    expect(applied).toEqual([{ min: 2500, max: 60000 }]);
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('2500');
  });

  it('does not let the Min box go above the Max, nor the Max box below the Min', async () => {
    const applied: PriceSelection[] = [];
    renderWithProviders(<Harness applied={applied} />);
    await typeInto('Min', '75000');
    expect(box('Min')).toHaveValue(60000);
    await typeInto('Min', '5000');
    await typeInto('Max', '10');
    expect(box('Max')).toHaveValue(5000);
    await typeInto('Min', '45000');
    expect(box('Min')).toHaveValue(5000);
    expect(applied[applied.length - 1]).toEqual({ min: 5000, max: 5000 });
    expect(applied.every((range) => range.min <= range.max)).toBe(true);
  });

  it('keeps both boxes inside 0 to 100000', async () => {
    renderWithProviders(<Harness applied={[]} />);
    await typeInto('Max', '250000');
    expect(box('Max')).toHaveValue(100000);
    await typeInto('Min', '-20');
    expect(box('Min')).toHaveValue(0);
  });

  it('keeps the old number when the box is emptied and left', async () => {
    const applied: PriceSelection[] = [];
    renderWithProviders(<Harness applied={applied} />);
    await userEvent.setup().clear(box('Max'));
    fireEvent.blur(box('Max'));
    expect(box('Max')).toHaveValue(60000);
    expect(applied).toEqual([]);
  });

  it('stops the handles at each other and applies a drag once it rests', () => {
    jest.useFakeTimers();
    try {
      const applied: PriceSelection[] = [];
      renderWithProviders(<Harness applied={applied} />);
      fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '20000' } });
      fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), { target: { value: '35000' } });
      expect(box('Min')).toHaveValue(20000);
      expect(applied).toEqual([]);
      act(() => jest.advanceTimersByTime(SLIDER_SETTLE_MS));
      expect(applied).toEqual([{ min: 20000, max: 20000 }]);
    } finally {
      jest.useRealTimers();
    }
  });
});
