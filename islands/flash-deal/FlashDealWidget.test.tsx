import { act, screen } from '@testing-library/react';
import { FlashDealWidget } from './FlashDealWidget';
import { renderWithProviders } from '../../shared/test/renderWithProviders';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const campaign = { slug: 'winter-sale', title: 'Winter Sale' };
// 1 day, 2 hours, 3 minutes and 5 seconds from now
const endsAt = new Date(NOW + ((26 * 60 + 3) * 60 + 5) * 1000).toISOString();

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('FlashDealWidget', () => {
  it('shows the running campaign, linked to its page, with a countdown that ticks every second', () => {
    renderWithProviders(<FlashDealWidget campaign={campaign} endsAt={endsAt} />);
    expect(screen.getByText('Flash Deals')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Winter Sale' })).toHaveAttribute('href', '/campaign-details/winter-sale');
    const countdown = screen.getByLabelText('Time left');
    expect(countdown).toHaveTextContent('1d 02:03:05');
    act(() => jest.advanceTimersByTime(1000));
    expect(countdown).toHaveTextContent('1d 02:03:04');
    act(() => jest.advanceTimersByTime(5000));
    expect(countdown).toHaveTextContent('1d 02:02:59');
  });

  it('hides itself when the countdown reaches zero', () => {
    const { container } = renderWithProviders(
      <FlashDealWidget campaign={campaign} endsAt={new Date(NOW + 2000).toISOString()} />,
    );
    expect(screen.getByLabelText('Time left')).toHaveTextContent('0d 00:00:02');
    act(() => jest.advanceTimersByTime(2000));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when no campaign runs or it is already over', () => {
    expect(renderWithProviders(<FlashDealWidget campaign={null} endsAt={null} />).container).toBeEmptyDOMElement();
    expect(renderWithProviders(<FlashDealWidget />).container).toBeEmptyDOMElement();
    expect(
      renderWithProviders(<FlashDealWidget campaign={campaign} endsAt={new Date(NOW - 1000).toISOString()} />)
        .container,
    ).toBeEmptyDOMElement();
  });
});

describe('FlashDealWidget in Bangla', () => {
  it('counts down in Bangla digits', () => {
    renderWithProviders(<FlashDealWidget campaign={campaign} endsAt={endsAt} />, { shop: { locale: 'bn-BD' } });
    expect(screen.getByText('ফ্ল্যাশ ডিল')).toBeInTheDocument();
    expect(screen.getByText('শেষ হতে বাকি')).toBeInTheDocument();
    expect(screen.getByLabelText('বাকি সময়')).toHaveTextContent('১ দিন ০২:০৩:০৫');
  });
});
