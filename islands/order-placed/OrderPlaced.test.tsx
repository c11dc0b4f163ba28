import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { trackOrderPlace } from '../../shared/tracking/pixel';
import { OrderPlaced } from './OrderPlaced';

jest.mock('../../shared/tracking/pixel');

const PAID = { number: 'HT-100007', value: 1450, name: 'Karim Ahmed', phone: '01712345678', email: null };
const shop = (pixelId: string) => ({ shop: { isCustomer: true, pixelId } });

describe('the success page of an order a gateway confirmed', () => {
  beforeEach(() => localStorage.clear());

  it('sends OrderPlace once, however often the page is shown', async () => {
    renderWithProviders(<OrderPlaced {...PAID} />, shop('123'));
    await waitFor(() => expect(trackOrderPlace).toHaveBeenCalledTimes(1));
    expect(trackOrderPlace).toHaveBeenCalledWith('123', {
      name: 'Karim Ahmed',
      phone: '01712345678',
      email: null,
      value: 1450,
      orderId: 'HT-100007',
    });
    renderWithProviders(<OrderPlaced {...PAID} />, shop('123'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(trackOrderPlace).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without a pixel', async () => {
    renderWithProviders(<OrderPlaced {...PAID} number="HT-100008" />, shop(''));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(trackOrderPlace).not.toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ orderId: 'HT-100008' }),
    );
  });
});
