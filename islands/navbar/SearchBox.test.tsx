import { act, fireEvent, screen } from '@testing-library/react';
import { fetchSuggestions } from '../../shared/api/catalog';
import type { Suggestions } from '../../shared/api/contract';
import { SearchBox } from './SearchBox';
import { renderWithProviders } from '../../shared/test/renderWithProviders';

jest.mock('../../shared/api/catalog', () => ({ fetchSuggestions: jest.fn() }));
// Nothing viewed yet (SearchBoxRecent.test.tsx shows the empty box's recently viewed products).
jest.mock('../../shared/api/recent', () => ({ fetchRecent: async () => [] }));
const fetchMock = fetchSuggestions as jest.Mock;

const WALTON: Suggestions = {
  products: [
    { id: 1, name: 'Walton Primo R10', url_key: 'walton-primo-r10', picture: 'product/1/thumb-1.webp', price: 10499 },
    { id: 2, name: 'Walton Orbit Y21', url_key: 'walton-orbit-y21', picture: null, price: 8499 },
  ],
  categories: [{ id: 7, name: 'Mobiles', slug: 'mobiles' }],
  brands: [{ id: 3, name: 'Walton', slug: 'walton' }],
};

/** Answers that the test releases when it wants, to play a slow network. */
function deferred() {
  const answers: { term: string; signal: AbortSignal; resolve: (s: Suggestions) => void }[] = [];
  fetchMock.mockImplementation(
    (term: string, signal: AbortSignal) =>
      new Promise<Suggestions>((resolve) => answers.push({ term, signal, resolve })),
  );
  return answers;
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const pause = async (ms = 200) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('the navbar search box', () => {
  it('opens holding the term searched for, and asks nothing until the shopper types', async () => {
    fetchMock.mockResolvedValue(WALTON);
    renderWithProviders(<SearchBox initialTerm="walton" navigate={jest.fn()} />);
    expect(box()).toHaveValue('walton');
    fireEvent.focus(box());
    await pause(500);
    expect(fetchMock).not.toHaveBeenCalled();
    type('walto');
    await pause();
    expect(fetchMock).toHaveBeenCalledWith('walto', expect.any(AbortSignal));
    expect(screen.getByRole('option', { name: 'Walton' })).toBeInTheDocument();
  });

  it('asks once typing pauses for 200 ms, from the second letter on', async () => {
    fetchMock.mockResolvedValue(WALTON);
    renderWithProviders(<SearchBox navigate={jest.fn()} />);
    type('w');
    await pause(500);
    expect(fetchMock).not.toHaveBeenCalled();
    type('wa');
    await pause(100);
    type('wal');
    await pause(100);
    type('waltn');
    await pause(199);
    expect(fetchMock).not.toHaveBeenCalled();
    await pause(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('waltn', expect.any(AbortSignal));
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Walton Primo R10/ })).toHaveTextContent('৳ 10,499');
    expect(screen.getByRole('option', { name: 'Walton' })).toBeInTheDocument();
  });

  it('drops the answer to an older term that arrives after the newer one', async () => {
    const answers = deferred();
    renderWithProviders(<SearchBox navigate={jest.fn()} />);
    type('sam');
    await pause();
    type('wal');
    await pause();
    expect(answers.map((a) => a.term)).toEqual(['sam', 'wal']);
    expect(answers[0].signal.aborted).toBe(true);
    await act(async () => answers[1].resolve(WALTON));
    await act(async () =>
      answers[0].resolve({
        products: [{ id: 9, name: 'Samsung Galaxy A15', url_key: 'a15', picture: null, price: 19999 }],
        categories: [],
        brands: [],
      }),
    );
    expect(screen.getByRole('option', { name: /Walton Primo R10/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Samsung/ })).not.toBeInTheDocument();
  });

  it('moves through the options with the arrows, opens the active one with Enter, closes with Escape', async () => {
    fetchMock.mockResolvedValue(WALTON);
    const navigate = jest.fn();
    renderWithProviders(<SearchBox navigate={navigate} />);
    type('waltn');
    await pause();
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const first = screen.getByRole('option', { name: /Walton Primo R10/ });
    expect(box()).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Mobiles' }).id);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/products/walton-orbit-y21');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box()).toHaveAttribute('aria-activedescendant', first.id);
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('waltn');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveValue('');
  });

  it('wraps from the first option up to the last (a brand) and follows a click', async () => {
    fetchMock.mockResolvedValue(WALTON);
    const navigate = jest.fn();
    renderWithProviders(<SearchBox navigate={navigate} />);
    type('walton');
    await pause();
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(navigate).toHaveBeenLastCalledWith('/brands/walton');
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Mobiles' }));
    expect(navigate).toHaveBeenLastCalledWith('/categories/mobiles');
  });

  it('searches the typed term with Enter when no option is active (the form submits to /search)', async () => {
    fetchMock.mockResolvedValue(WALTON);
    renderWithProviders(<SearchBox navigate={jest.fn()} />);
    type('waltn');
    await pause();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(box()).toHaveAttribute('name', 'term');
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    box().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
