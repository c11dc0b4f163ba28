import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType, type FormEvent } from 'react';
import { pageWithLoader } from '../test/pageWithLoader';
import { serverIslandPage } from '../test/serverIslandPage';
import { laterPart, LazyForm, lazyForm } from './LazyForm';
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

/** The island: a heading and the form, whose code waits until the shopper needs it (laterPart). */
function islandWithLaterForm() {
  let arrive!: () => void;
  const load = jest.fn(() => new Promise<typeof NoteForm>((resolve) => (arrive = () => resolve(NoteForm))));
  const LaterNoteForm = laterPart(load);
  const NotePage = () => (
    <section>
      <h2>Delivery note</h2>
      <LaterNoteForm />
    </section>
  );
  // As the server renders it: the form whole, in the part's wrapper.
  const served = (
    <section>
      <h2>Delivery note</h2>
      <LazyForm fallback={null}>
        <NoteForm />
      </LazyForm>
    </section>
  );
  return { NotePage, served, load, arrive: () => act(async () => arrive()) };
}

describe('a part whose code waits until the shopper needs it', () => {
  /** Brings the watched parts on screen (jsdom has no IntersectionObserver: a stand-in that the test drives). */
  let bringOnScreen: () => void;
  beforeEach(() => {
    const watched: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    bringOnScreen = () => act(() => watched.forEach((seen) => seen([{ isIntersecting: true }])));
    Object.assign(window, {
      IntersectionObserver: class {
        constructor(private seen: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          watched.push(this.seen);
        }
        disconnect() {
          watched.splice(watched.indexOf(this.seen), 1);
        }
      },
    });
  });
  afterEach(() => Reflect.deleteProperty(window, 'IntersectionObserver'));

  it("keeps the server's form and loads no code until it comes on screen, then keeps what was typed", async () => {
    const { NotePage, served, load, arrive } = islandWithLaterForm();
    const store = serverIslandPage('note', served);
    await act(async () => {
      mountIsland('note', NotePage, { store });
    });
    await waitFor(() => expect(document.getElementById('note')).toHaveAttribute('data-mounted', 'true'));
    const note = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.input(note, { target: { value: 'Ring twice' } });
    expect(load).not.toHaveBeenCalled();

    bringOnScreen();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await arrive();
    await waitFor(() => expect(document.querySelector('[data-form-part]')).toHaveAttribute('data-live'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent: Ring twice')).toBeInTheDocument();
    expect(errors()).not.toHaveBeenCalled();
  });

  it('loads its code when the shopper uses the island, and holds a tap on the part until it is live', async () => {
    const { NotePage, served, load, arrive } = islandWithLaterForm();
    const store = serverIslandPage('note', served);
    await act(async () => {
      mountIsland('note', NotePage, { store });
    });
    await waitFor(() => expect(document.getElementById('note')).toHaveAttribute('data-mounted', 'true'));
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Delivery note' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    fireEvent.input(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Call first' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText(/^Sent:/)).toBeNull();

    await arrive();
    expect(await screen.findByText('Sent: Call first')).toBeInTheDocument();
    expect(screen.getAllByText(/^Sent:/)).toHaveLength(1);
    expect(errors()).not.toHaveBeenCalled();
  });

  it('loads its code at once where the mount point was empty: nothing would stand in for it', async () => {
    const { NotePage, load, arrive } = islandWithLaterForm();
    const store = serverIslandPage('note');
    await act(async () => {
      mountIsland('note', NotePage, { store });
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await arrive();
    expect(await screen.findByRole('textbox', { name: 'Note' })).toBeInTheDocument();
  });
});
