import { zodResolver } from '@hookform/resolvers/zod';
import {
  phoneSchema,
  PASSWORD_MIN,
  signUpBodySchema,
  type SignUpRole,
} from '@homekeep/contracts/auth';
import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useSignUpMutation } from '../api/auth-api';
import { withReadableErrors } from '../readable-errors';
import { useStartSession } from '../use-start-session';
import { paths } from '@/config/paths';

const fields = signUpBodySchema.shape;

const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || phoneSchema.safeParse(value).success, {
    message: 'phone must be a valid phone number',
  });

export const registrationSchema = z.object({
  firstName: fields.firstName,
  lastName: fields.lastName,
  email: fields.email,
  phone: optionalPhone,
  password: fields.password,
  companyName: z.string(),
});

const vendorSchema = registrationSchema.extend({
  companyName: fields.companyName.unwrap(),
});

export type RegistrationValues = z.input<typeof registrationSchema>;

const emptyValues: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  companyName: '',
};

type RegistrationFormProps = { role: SignUpRole };

export function RegistrationForm({ role }: RegistrationFormProps) {
  const isVendor = role === 'vendor';
  const [signUp, { isLoading }] = useSignUpMutation();
  const startSession = useStartSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationValues>({
    defaultValues: emptyValues,
    mode: 'onTouched',
    resolver: withReadableErrors(zodResolver(isVendor ? vendorSchema : registrationSchema)),
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await signUp({
      role,
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim() || undefined,
      companyName: isVendor ? values.companyName.trim() : undefined,
    });
    if ('data' in result && result.data) {
      startSession(result.data);
    } else if ('error' in result && result.error && 'status' in result.error) {
      if (result.error.status === 409) {
        setError('email', { message: 'Use a different email address, or sign in with this one.' });
      }
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={isVendor ? 'Vendor registration' : 'Resident registration'}
    >
      <Stack gap="md">
        {isVendor && (
          <TextInput
            label="Company name"
            autoComplete="organization"
            withAsterisk
            error={errors.companyName?.message}
            {...register('companyName')}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          description={`At least ${PASSWORD_MIN} characters`}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="md" loading={isLoading} fullWidth>
          Create account
        </Button>
        <Group justify="center" gap={6}>
          <Text size="sm" c="dimmed">
            Already have an account?
          </Text>
          <Anchor component={Link} to={paths.signIn} size="sm">
            Sign in
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
