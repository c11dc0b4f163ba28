import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flashAdded } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { FlashMessages } from './FlashMessages';

describe('FlashMessages', () => {
  it('keeps an empty polite live region while there is no flash', () => {
    renderWithProviders(<FlashMessages />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows each flash with its text and type inside that one live region', () => {
    const { store } = renderWithProviders(<FlashMessages />);
    act(() => {
      store.dispatch(flashAdded('Address Saved Successfully', 'success'));
      store.dispatch(flashAdded('Failed to save shipping method', 'warning'));
      store.dispatch(flashAdded('An error occurred', 'error'));
    });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent(/Address Saved Successfully.*Failed to save shipping method.*An error occurred/);
    expect(screen.getByText('Address Saved Successfully').closest('.flash')).toHaveClass('success');
    expect(screen.getByText('Failed to save shipping method').closest('.flash')).toHaveClass('warning');
    expect(screen.getByText('An error occurred').closest('.flash')).toHaveClass('error');
  });

  it('removes a flash when the shopper clicks its ×, leaving the others', async () => {
    const { store } = renderWithProviders(<FlashMessages />);
    act(() => {
      store.dispatch(flashAdded('Added to compare', 'success'));
      store.dispatch(flashAdded('Already in compare', 'warning'));
    });
    const [firstClose] = screen.getAllByRole('button', { name: 'Close' });
    expect(firstClose).toHaveTextContent('×');
    await userEvent.click(firstClose);
    expect(screen.queryByText('Added to compare')).not.toBeInTheDocument();
    expect(screen.getByText('Already in compare')).toBeInTheDocument();
  });

  it('shows a flash away from the control just used: at the bottom, or at the top for one in the lower half', () => {
    const { store } = renderWithProviders(<FlashMessages />);
    const region = screen.getByRole('status');
    // jsdom has no PointerEvent: a mouse event of that type carries the height.
    const press = (clientY: number) =>
      fireEvent(document.body, new MouseEvent('pointerdown', { bubbles: true, clientY }));
    press(100);
    act(() => {
      store.dispatch(flashAdded('Cart Updated Successfully', 'success'));
    });
    expect(region).toHaveAttribute('data-side', 'bottom');
    press(window.innerHeight - 40);
    act(() => {
      store.dispatch(flashAdded('Item Added To Cart Successfully', 'success'));
    });
    expect(region).toHaveAttribute('data-side', 'top');
  });

  it('disappears by itself 5 s after the flash was created', () => {
    jest.useFakeTimers();
    try {
      const { store } = renderWithProviders(<FlashMessages />);
      act(() => {
        store.dispatch(flashAdded('Order Successfully Cancelled.', 'success'));
      });
      act(() => jest.advanceTimersByTime(4999));
      expect(screen.getByText('Order Successfully Cancelled.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('FlashMessages in Bangla', () => {
  it('names the close button in Bangla', () => {
    const { store } = renderWithProviders(<FlashMessages />, { shop: { locale: 'bn-BD' } });
    act(() => {
      store.dispatch(flashAdded('তুলনার তালিকায় যোগ হয়েছে', 'success'));
    });
    expect(screen.getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
  });
});
