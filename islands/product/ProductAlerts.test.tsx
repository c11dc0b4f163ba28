import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { aDetail } from './detailFixture';
import { ProductPage } from './ProductPage';

jest.mock('../../shared/api/client');

const alertForm = (button: string) => screen.getByRole('button', { name: button }).closest('form') as HTMLElement;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(api.get).mockResolvedValue({ data: { data: [] } } as never);
});

describe('the alert forms of the product page', () => {
  it('offers "Notify me" for the chosen variant out of stock only, and the price drop always', async () => {
    renderWithProviders(
      <ProductPage product={aDetail()} related={[]} recent={[]} soldOut={{ product: false, variants: [53] }} />,
    );
    const priceForm = await screen.findByRole('button', { name: 'Tell me when the price drops' });
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
    expect(priceForm.closest('form')).toHaveAttribute('action', '/form/alerts');
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    const form = alertForm('Notify me');
    expect(form.querySelector('input[name="variant_id"]')).toHaveValue('53');
    expect(within(form).getByLabelText('Mobile number')).toBeRequired();
  });

  it("sends a guest's number and shows the refusal beside the field", async () => {
    jest.mocked(api.post).mockRejectedValueOnce({
      isAxiosError: true,
      response: { status: 422, data: { message: 'Enter a mobile number like 01712345678.' } },
    });
    const { store } = renderWithProviders(<ProductPage product={aDetail()} related={[]} recent={[]} />);
    await screen.findByRole('button', { name: 'Tell me when the price drops' });
    const form = alertForm('Tell me when the price drops');
    await userEvent.type(within(form).getByLabelText('Mobile number'), '0123');
    await userEvent.click(within(form).getByRole('button', { name: 'Tell me when the price drops' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Enter a mobile number like 01712345678.');
    expect(api.post).toHaveBeenCalledWith('/api/alerts', {
      kind: 'price',
      product_id: 5,
      variant_id: 51,
      phone: '0123',
    });
    expect(store.getState().flash.map((m) => m.type)).toEqual(['warning']);
  });

  it("asks for a customer's account number without a field, and flashes the server's words", async () => {
    // The page also notes the customer's view (POST /api/recent).
    jest
      .mocked(api.post)
      .mockImplementation(
        async (url) =>
          ({ data: url === '/api/alerts' ? { success: true, message: 'We will send an SMS.' } : {} }) as never,
      );
    const { store } = renderWithProviders(<ProductPage product={aDetail()} related={[]} recent={[]} />, {
      shop: { isCustomer: true },
    });
    const button = await screen.findByRole('button', { name: 'Tell me when the price drops' });
    expect(within(button.closest('form')!).queryByLabelText('Mobile number')).toBeNull();
    await userEvent.click(button);
    expect(api.post).toHaveBeenCalledWith('/api/alerts', { kind: 'price', product_id: 5, variant_id: 51 });
    expect(store.getState().flash.map((m) => m.text)).toEqual(['We will send an SMS.']);
  });
});
