import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarPicker } from './StarPicker';
import { renderWithProviders } from '../../../shared/test/renderWithProviders';

function Picker({ error }: { error?: string }) {
  const [value, setValue] = useState(0);
  return <StarPicker value={value} onChange={setValue} error={error} />;
}

describe('the star picker', () => {
  it('is a group of five radios named by their stars', () => {
    renderWithProviders(<Picker />);
    expect(screen.getByRole('group', { name: 'Your Rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
  });

  it('is chosen with the keyboard: Tab reaches it, the arrow keys move and choose', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('80%')).toBeInTheDocument();
    expect(document.querySelectorAll('.star-picker label.on')).toHaveLength(4);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByText('60%')).toBeInTheDocument();
  });

  it('lights the stars a click would give while hovering, and chooses on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.hover(screen.getByRole('radio', { name: '2 stars' }).closest('label')!);
    expect(document.querySelectorAll('.star-picker label.on')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.unhover(screen.getByRole('group'));
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(document.querySelectorAll('.star-picker label.on')).toHaveLength(5);
  });

  it('shows its message and points the group at it', () => {
    renderWithProviders(<Picker error="Rating at least 1." />);
    expect(screen.getByRole('group', { name: 'Your Rating' })).toHaveAccessibleDescription('Rating at least 1.');
  });
});
