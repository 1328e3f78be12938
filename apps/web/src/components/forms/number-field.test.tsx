import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NumberField } from './number-field';
import { renderRoutes } from '@/test/render-app';

type Values = { year: number | string; price: number | string };

function Form({ onSave }: { onSave: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { year: '', price: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <NumberField control={form.control} name="year" label="Year" allowDecimal={false} />
      <NumberField
        control={form.control}
        name="price"
        label="Price"
        prefix="$"
        decimalScale={2}
        thousandSeparator=","
      />
      <button type="submit">Save</button>
    </form>
  );
}

const renderForm = (onSave: (values: Values) => void) =>
  renderRoutes([{ path: '/', element: <Form onSave={onSave} /> }], '/');

describe('number inputs', () => {
  it('read a comma as a thousands separator, never as a decimal point', async () => {
    let saved: Values | undefined;
    renderForm((values) => (saved = values));
    await userEvent.type(screen.getByLabelText('Price'), '2,100.75');
    await userEvent.type(screen.getByLabelText('Year'), '2,021');
    expect(screen.getByLabelText('Price')).toHaveValue('$2,100.75');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual({ year: 2021, price: 2100.75 });
  });
});
