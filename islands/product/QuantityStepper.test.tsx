import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper } from './QuantityStepper';
import { renderWithProviders } from '../../shared/test/renderWithProviders';

function Harness() {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <QuantityStepper value={quantity} onChange={setQuantity} />
      <output aria-label="Ordered">{quantity}</output>
    </>
  );
}

const ordered = () => screen.getByRole('status', { name: 'Ordered' });
const box = () => screen.getByRole('spinbutton', { name: 'Quantity' });

describe('QuantityStepper', () => {
  it('starts at 1 and cannot go below it', async () => {
    renderWithProviders(<Harness />);
    expect(box()).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(ordered()).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(ordered()).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('clamps a typed 0 or negative number to 1', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(box(), { target: { value: '5' } });
    expect(ordered()).toHaveTextContent('5');
    fireEvent.change(box(), { target: { value: '0' } });
    expect(box()).toHaveValue(1);
    fireEvent.change(box(), { target: { value: '-3' } });
    expect(box()).toHaveValue(1);
    expect(ordered()).toHaveTextContent('1');
  });

  it('lets the box be emptied to type a new number, and shows the quantity again when left', async () => {
    renderWithProviders(<Harness />);
    await userEvent.clear(box());
    expect(box()).toHaveValue(null);
    expect(ordered()).toHaveTextContent('1');
    await userEvent.type(box(), '4');
    expect(ordered()).toHaveTextContent('4');
    await userEvent.clear(box());
    fireEvent.blur(box());
    expect(box()).toHaveValue(4);
  });
});
