import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType, type FormEvent } from 'react';
import { pageWithLoader } from '../test/pageWithLoader';
import { serverIslandPage } from '../test/serverIslandPage';
import { LazyForm, lazyForm } from './LazyForm';
import { mountIsland } from './mountIsland';

const errors = pageWithLoader();

/** A delivery note form: what it sent shows below it. */
function NoteForm() {
  const [note, setNote] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSent([...sent, note]);
  };
  return (
    <form onSubmit={send}>
      <label>
        Note <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="submit">Send</button>
      {sent.map((line) => (
        <p key={line}>Sent: {line}</p>
      ))}
    </form>
  );
}

/** The island: a heading and the form, whose code comes later (`arrive`). */
function islandWithLateForm() {
  let arrive!: () => void;
  const LateNoteForm = lazyForm(() => new Promise<typeof NoteForm>((resolve) => (arrive = () => resolve(NoteForm))));
  const NotePage = ({ Form = LateNoteForm }: { Form?: ComponentType }) => (
    <section>
      <h2>Delivery note</h2>
      <LazyForm fallback={<p role="status">Loading the note form</p>}>
        <Form />
      </LazyForm>
    </section>
  );
  return { NotePage, arrive: () => act(async () => arrive()) };
}

describe('a form whose code comes after its island', () => {
  it(
    "is in the server's markup, keeps what was typed and a tap until its code has hydrated it, then sends " + 'once',
    async () => {
      const { NotePage, arrive } = islandWithLateForm();
      // The server renders the form whole (it waits for lazy parts).
      const store = serverIslandPage('note', <NotePage Form={NoteForm} />);
      const note = screen.getByRole('textbox', { name: 'Note' });
      fireEvent.input(note, { target: { value: 'Ring twice' } });

      await act(async () => {
        mountIsland('note', NotePage, { store });
      });
      await waitFor(() => expect(document.getElementById('note')).toHaveAttribute('data-mounted', 'true'));
      // The island is live, its form not yet: the tap is held, not sent by the browser.
      const button = screen.getByRole('button', { name: 'Send' });
      fireEvent.input(note, { target: { value: 'Ring twice, then call' } });
      fireEvent.click(button);
      fireEvent.click(button);
      expect(button).toHaveAttribute('data-held-tap');
      expect(screen.queryByText(/^Sent:/)).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();

      await arrive();
      expect(await screen.findByText('Sent: Ring twice, then call')).toBeInTheDocument();
      expect(screen.getAllByText(/^Sent:/)).toHaveLength(1);
      expect(button).not.toHaveAttribute('data-held-tap');
      expect(errors()).not.toHaveBeenCalled();

      // Live now: a tap is the form's own at once.
      fireEvent.input(note, { target: { value: 'Leave with the guard' } });
      fireEvent.click(button);
      expect(screen.getByText('Sent: Leave with the guard')).toBeInTheDocument();
    },
  );

  it('holds a tap made as the form has just hydrated, until what was typed before is done again', async () => {
    const { NotePage, arrive } = islandWithLateForm();
    const store = serverIslandPage('note', <NotePage Form={NoteForm} />);
    await act(async () => {
      mountIsland('note', NotePage, { store });
    });
    await waitFor(() => expect(document.getElementById('note')).toHaveAttribute('data-mounted', 'true'));
    fireEvent.input(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Ring twice' } });

    await arrive();
    // Hydrated, the typing not yet replayed: the form does not count as live.
    expect(document.querySelector('[data-form-part]')).not.toHaveAttribute('data-live');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent: Ring twice')).toBeInTheDocument();
    expect(screen.getAllByText(/^Sent:/)).toHaveLength(1);
    expect(errors()).not.toHaveBeenCalled();
  });

  it('stands in with its fallback where the mount point was empty, until the code arrives', async () => {
    const { NotePage, arrive } = islandWithLateForm();
    const store = serverIslandPage('note');
    await act(async () => {
      mountIsland('note', NotePage, { store });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the note form');
    await arrive();
    fireEvent.input(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Call first' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent: Call first')).toBeInTheDocument();
    expect(screen.getAllByText(/^Sent:/)).toHaveLength(1);
    expect(errors()).not.toHaveBeenCalled();
  });
});
