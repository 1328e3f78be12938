import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRatingInput } from './star-rating-input';
import { renderRoutes } from '@/test/render-app';

function Rated({ error }: { error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return <StarRatingInput label="Your rating" value={value} onChange={setValue} error={error} />;
}

const renderInput = (error?: string) =>
  renderRoutes([{ path: '/', element: <Rated error={error} /> }], '/');

describe('StarRatingInput', () => {
  it('is one labelled radio group of five stars, each named for screen readers', async () => {
    renderInput();
    const group = await screen.findByRole('group', { name: 'Your rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '1 star: Poor' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '5 stars: Excellent' })).not.toBeChecked();
  });

  it('moves the rating with the arrow keys, as a radio group does', async () => {
    const user = userEvent.setup();
    renderInput();
    const group = await screen.findByRole('group', { name: 'Your rating' });
    await user.click(within(group).getByRole('radio', { name: /^2 stars/ }));
    expect(within(group).getByRole('radio', { name: /^2 stars/ })).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: /^4 stars/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /^4 stars/ })).toHaveFocus();
    expect(screen.getByText('Very good')).toBeInTheDocument();
  });

  it('says what is missing, tied to the group', async () => {
    renderInput('Choose a rating from 1 to 5 stars.');
    const group = await screen.findByRole('group', { name: 'Your rating' });
    expect(group).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars.');
  });
});
