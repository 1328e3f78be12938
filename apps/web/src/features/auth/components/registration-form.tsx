import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, signUpBodySchema, type SignUpRole } from '@homekeep/contracts/auth';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSignUpMutation } from '../api/auth-api';
import { withReadableErrors } from '../readable-errors';
import { SignInInstead } from './sign-in-instead';
import { useStartSession } from '../use-start-session';
import {
  CompanyNameField,
  EmailField,
  PersonNameFields,
  PhoneField,
} from '@/components/forms/contact-fields';
import { optionalPhoneSchema } from '@/components/forms/contact-schema';
import { PasswordStrengthMeter } from '@/components/forms/password-strength-meter';

const fields = signUpBodySchema.shape;

const registrationSchema = z.object({
  firstName: fields.firstName,
  lastName: fields.lastName,
  email: fields.email,
  phone: optionalPhoneSchema,
  password: fields.password,
  companyName: z.string(),
});

const vendorSchema = registrationSchema.extend({
  companyName: fields.companyName.unwrap(),
});

type RegistrationValues = z.input<typeof registrationSchema>;

const emptyValues: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  companyName: '',
};

type RegistrationFormProps = { role: SignUpRole };

/** The server's reason for refusing a password (`auth.weak_password`), if that was the refusal. */
export function passwordProblem(error: unknown): string | null {
  const data = (error as { data?: { code?: unknown; message?: unknown } } | undefined)?.data;
  return data?.code === 'auth.weak_password' && typeof data.message === 'string'
    ? data.message
    : null;
}

export function RegistrationForm({ role }: RegistrationFormProps) {
  const isVendor = role === 'vendor';
  const [signUp, { isLoading }] = useSignUpMutation();
  const startSession = useStartSession();
  const form = useForm<RegistrationValues>({
    defaultValues: emptyValues,
    mode: 'onTouched',
    resolver: withReadableErrors(zodResolver(isVendor ? vendorSchema : registrationSchema)),
  });

  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const [password, email, firstName, lastName] = watch([
    'password',
    'email',
    'firstName',
    'lastName',
  ]);

  const onSubmit = form.handleSubmit(async (values) => {
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
        form.setError('email', {
          message: 'Use a different email address, or sign in with this one.',
        });
      }
      const refused = passwordProblem(result.error);
      if (refused) form.setError('password', { message: refused });
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={isVendor ? 'Vendor registration' : 'Resident registration'}
      >
        <Stack gap="md">
          {isVendor && <CompanyNameField />}
          <PersonNameFields />
          <EmailField />
          <PhoneField />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            withAsterisk
            description={`At least ${PASSWORD_MIN} characters`}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrengthMeter password={password} userInputs={[email, firstName, lastName]} />
          <Button type="submit" size="md" loading={isLoading} fullWidth>
            Create account
          </Button>
          <SignInInstead />
        </Stack>
      </form>
    </FormProvider>
  );
}
