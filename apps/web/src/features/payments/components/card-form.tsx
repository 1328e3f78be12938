import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  Controller,
  FormProvider,
  useForm,
  useFormContext,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import type { TestPaymentBody } from '@homekeep/contracts/payments';
import {
  cardFormSchema,
  readableCardMessage,
  spacedCardNumber,
  toTestPaymentBody,
  typedExpiry,
  type CardFormResult,
  type CardFormValues,
} from '../card-form-schema';

const schemaResolver = zodResolver(cardFormSchema) as Resolver<
  CardFormValues,
  unknown,
  CardFormResult
>;

const resolver: Resolver<CardFormValues, unknown, CardFormResult> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const errors: FieldErrors = result.errors;
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === 'string')
      error.message = readableCardMessage(error.message);
  }
  return result;
};

type CardFormProps = {
  payLabel: string;
  /** A plan's checkout: the card is kept and charged at each renewal (said under the button). */
  renewal: string | null;
  paying: boolean;
  onPay: (card: TestPaymentBody) => void;
};

/** Card details for the built-in test checkout; its full number is never kept. */
export function CardForm({ payLabel, renewal, paying, onPay }: CardFormProps) {
  const form = useForm<CardFormValues, unknown, CardFormResult>({
    defaultValues: { cardholderName: '', cardNumber: '', expiry: '', cvc: '' },
    mode: 'onTouched',
    resolver,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit((card) => onPay(toTestPaymentBody(card)))}
        noValidate
        aria-label="Card details"
      >
        <Stack gap="md">
          <TextInput
            label="Name on card"
            autoComplete="cc-name"
            error={errors.cardholderName?.message}
            {...register('cardholderName')}
          />
          <Controller
            control={control}
            name="cardNumber"
            render={({ field }) => (
              <TextInput
                label="Card number"
                placeholder="1234 5678 9012 3456"
                inputMode="numeric"
                autoComplete="cc-number"
                error={errors.cardNumber?.message}
                {...field}
                onChange={(event) => field.onChange(spacedCardNumber(event.currentTarget.value))}
              />
            )}
          />
          <ExpiryAndCodeFields />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={paying}
            leftSection={<IconLock size={18} aria-hidden />}
          >
            {payLabel}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {renewal
              ? `${renewal} We keep the card's brand, last four digits and expiry for that, never its full number.`
              : 'We keep the card’s brand and last four digits for your receipt, never its full number.'}
          </Text>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Expiry (typed as MM/YY) and security code, side by side; labels short enough for one line. */
function ExpiryAndCodeFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<CardFormValues>();
  return (
    <Group grow align="flex-start" gap="md">
      <Controller
        control={control}
        name="expiry"
        render={({ field }) => (
          <TextInput
            label="Expiry (MM/YY)"
            placeholder="MM/YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={5}
            error={errors.expiry?.message}
            {...field}
            onChange={(event) =>
              field.onChange(typedExpiry(event.currentTarget.value, field.value))
            }
          />
        )}
      />
      <TextInput
        label="Security code"
        placeholder="CVC"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        error={errors.cvc?.message}
        {...register('cvc')}
      />
    </Group>
  );
}
