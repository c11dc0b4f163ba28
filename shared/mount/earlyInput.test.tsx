import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { pageWithLoader } from '../test/pageWithLoader';
import { serverIslandPage } from '../test/serverIslandPage';
import { mountIsland } from './mountIsland';

const errors = pageWithLoader();

/** An order note form: what it sent shows below it. */
function NoteForm() {
  const [note, setNote] = useState('');
  const [gift, setGift] = useState(false);
  const [size, setSize] = useState('M');
  const [sent, setSent] = useState<string[]>([]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSent([...sent, [note, gift ? 'gift' : 'not a gift', size].join(', ')]);
  };
  return (
    <form onSubmit={send}>
      <label>
        Note <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={gift} onChange={(event) => setGift(event.target.checked)} /> Gift wrap
      </label>
      <label>
        Size{' '}
        <select value={size} onChange={(event) => setSize(event.target.value)}>
          <option>M</option>
          <option>L</option>
        </select>
      </label>
      <button type="submit">Send</button>
      {sent.map((line) => (
        <p key={line}>Sent: {line}</p>
      ))}
    </form>
  );
}

/** The page as the server sends it: the note form's markup in its mount point, its script not run yet. */
const serverPage = () => serverIslandPage('note', <NoteForm />);

describe('what a shopper does before an island is hydrated', () => {
  it('holds the taps, keeps what was typed, chosen and ticked, and sends the form once hydrated', async () => {
    const store = serverPage();
    fireEvent.input(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Ring the bell' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Size' }), { target: { value: 'L' } });
    const gift = screen.getByRole('checkbox', { name: 'Gift wrap' });
    fireEvent.click(gift);
    // Held: not ticked by the browser with nobody listening, and drawn busy until the island takes it.
    expect(gift).not.toBeChecked();
    expect(gift).toHaveAttribute('data-held-tap');
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send); // tapped again, as nothing seemed to happen: still one order note
    expect(screen.queryByText(/^Sent:/)).toBeNull();

    await act(async () => {
      mountIsland('note', NoteForm, { store });
    });
    expect(await screen.findByText('Sent: Ring the bell, gift, L')).toBeInTheDocument();
    expect(screen.getAllByText(/^Sent:/)).toHaveLength(1);
    expect(gift).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Ring the bell');
    expect(document.querySelector('[data-held-tap]')).toBeNull();
    expect(errors()).not.toHaveBeenCalled();
  });

  it('sends what was typed before the hydration on a tap the moment the island counts as live', async () => {
    const store = serverPage();
    fireEvent.input(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Ring the bell' } });
    // The shopper's tap comes as soon as the island is marked live, before anything else runs.
    const mount = document.getElementById('note')!;
    const tapOnceLive = new MutationObserver(() => {
      tapOnceLive.disconnect();
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    tapOnceLive.observe(mount, { attributeFilter: ['data-mounted'] });
    await act(async () => {
      mountIsland('note', NoteForm, { store });
    });
    expect(await screen.findByText(/^Sent:/)).toHaveTextContent('Sent: Ring the bell, not a gift, M');
    expect(screen.getAllByText(/^Sent:/)).toHaveLength(1);
    expect(errors()).not.toHaveBeenCalled();
  });

  it('leaves the taps on a hydrated island to it, and keeps nothing to replay after a later render', async () => {
    const store = serverPage();
    await act(async () => {
      mountIsland('note', NoteForm, { store });
    });
    await waitFor(() => expect(document.getElementById('note')).toHaveAttribute('data-mounted', 'true'));
    fireEvent.input(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Leave at the door' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Sent: Leave at the door, not a gift, M')).toBeInTheDocument();
    expect(document.querySelector('[data-held-tap]')).toBeNull();
    expect(errors()).not.toHaveBeenCalled();
  });
});
