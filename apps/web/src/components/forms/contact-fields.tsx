import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';

/** The contact fields a form may hold; each component registers its own in the form's context. */
type ContactFieldValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
};

type LengthProps = { maxLength?: number };

/** First and last name side by side (stacked on phones), both required. */
export function PersonNameFields({ maxLength }: LengthProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<Pick<ContactFieldValues, 'firstName' | 'lastName'>>();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label="First name"
        autoComplete="given-name"
        withAsterisk
        maxLength={maxLength}
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        withAsterisk
        maxLength={maxLength}
        error={errors.lastName?.message}
        {...register('lastName')}
      />
    </SimpleGrid>
  );
}

/** The email address people are reached at, required. */
export function EmailField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<Pick<ContactFieldValues, 'email'>>();
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      withAsterisk
      error={errors.email?.message}
      {...register('email')}
    />
  );
}

/** A phone number, optional. */
export function PhoneField({ maxLength }: LengthProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<Pick<ContactFieldValues, 'phone'>>();
  return (
    <TextInput
      label="Phone (optional)"
      type="tel"
      autoComplete="tel"
      maxLength={maxLength}
      error={errors.phone?.message}
      {...register('phone')}
    />
  );
}

/** The name of the person's company, required. */
export function CompanyNameField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<Pick<ContactFieldValues, 'companyName'>>();
  return (
    <TextInput
      label="Company name"
      autoComplete="organization"
      withAsterisk
      error={errors.companyName?.message}
      {...register('companyName')}
    />
  );
}
