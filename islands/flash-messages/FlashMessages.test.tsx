import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flashAdded } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { FlashMessages } from './FlashMessages';

describe('FlashMessages', () => {
  it('renders nothing while there is no flash', () => {
    const { container } = renderWithProviders(<FlashMessages />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows each flash with its text and type, errors as alerts', () => {
    const { store } = renderWithProviders(<FlashMessages />);
    act(() => {
      store.dispatch(flashAdded('Address Saved Successfully', 'success'));
      store.dispatch(flashAdded('Failed to save shipping method', 'warning'));
      store.dispatch(flashAdded('An error occurred', 'error'));
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getByText('Address Saved Successfully').closest('.flash')).toHaveClass('success');
    expect(screen.getByText('Failed to save shipping method').closest('.flash')).toHaveClass('warning');
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
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

  it('disappears by itself 5 s after the flash was created', () => {
    jest.useFakeTimers();
    try {
      const { store, container } = renderWithProviders(<FlashMessages />);
      act(() => {
        store.dispatch(flashAdded('Order Successfully Cancelled.', 'success'));
      });
      act(() => jest.advanceTimersByTime(4999));
      expect(screen.getByText('Order Successfully Cancelled.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(container).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });
});
