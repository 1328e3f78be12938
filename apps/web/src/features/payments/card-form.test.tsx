import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { spacedCardNumber, typedExpiry } from './card-form-schema';
import { CardForm } from './components/card-form';

const nextYear = (new Date().getFullYear() + 1) % 100;

function renderForm() {
  const onPay = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: <CardForm payLabel="Pay $49.00" renewal={null} paying={false} onPay={onPay} />,
      },
    ],
    '/',
  );
  return { onPay, person: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label);

describe('card form', () => {
  it('names every missing field and pays nothing', async () => {
    const { onPay, person } = renderForm();
    await person.click(screen.getByRole('button', { name: 'Pay $49.00' }));
    expect(await screen.findByText('Enter the name shown on the card')).toBeInTheDocument();
    expect(screen.getByText('Enter the card number')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeInTheDocument();
    expect(screen.getByText('The security code must be 3 or 4 digits')).toBeInTheDocument();
    expect(field(/card number/i)).toHaveAttribute('aria-invalid', 'true');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('spaces the card number and adds the slash to the expiry while typing', async () => {
    const { person } = renderForm();
    await person.type(field(/card number/i), '4242424242424242');
    expect(field(/card number/i)).toHaveValue('4242 4242 4242 4242');
    await person.type(field(/expiry/i), '1230');
    expect(field(/expiry/i)).toHaveValue('12/30');
  });

  it('refuses a number that fails the Luhn check, an expired card and a short code', async () => {
    const { onPay, person } = renderForm();
    await person.type(field(/name on card/i), 'Rosa Example');
    await person.type(field(/card number/i), '4242 4242 4242 4241');
    await person.type(field(/expiry/i), '01/20');
    await person.type(field(/security code/i), '12');
    await person.click(screen.getByRole('button', { name: /pay/i }));
    expect(
      await screen.findByText('This card number is not valid; check the digits'),
    ).toBeVisible();
    expect(screen.getByText('This card has expired')).toBeVisible();
    expect(screen.getByText('The security code must be 3 or 4 digits')).toBeVisible();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('sends the card as the API expects it', async () => {
    const { onPay, person } = renderForm();
    await person.type(field(/name on card/i), 'Rosa Example');
    await person.type(field(/card number/i), '4242424242424242');
    await person.type(field(/expiry/i), `07${String(nextYear).padStart(2, '0')}`);
    await person.type(field(/security code/i), '123');
    await person.click(screen.getByRole('button', { name: /pay/i }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay).toHaveBeenCalledWith({
      cardholderName: 'Rosa Example',
      cardNumber: '4242424242424242',
      expiryMonth: 7,
      expiryYear: 2000 + nextYear,
      cvc: '123',
    });
  });
});

describe('card input helpers', () => {
  it('groups digits by four and drops anything else', () => {
    expect(spacedCardNumber('4000-0000 0000 0002x')).toBe('4000 0000 0000 0002');
    expect(spacedCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('lets the slash be deleted', () => {
    expect(typedExpiry('12', '1')).toBe('12/');
    expect(typedExpiry('12', '12/')).toBe('12');
    expect(typedExpiry('12/3', '12/')).toBe('12/3');
  });
});
