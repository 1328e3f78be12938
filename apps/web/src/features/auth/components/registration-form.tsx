import '@mantine/core/styles/Checkbox.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, signUpBodySchema, type SignUpRole } from '@homekeep/contracts/auth';
import { Anchor, Button, Checkbox, PasswordInput, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
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
import { useFocusFirstInvalid } from '@/components/forms/focus-first-invalid';
import { FormAlert } from '@/components/forms/form-alert';
import { paths } from '@/config/paths';
import { messageFor } from '@/lib/api';
import { PasswordStrengthMeter } from '@/components/forms/password-strength-meter';

const fields = signUpBodySchema.shape;

const registrationSchema = z.object({
  firstName: fields.firstName,
  lastName: fields.lastName,
  email: fields.email,
  phone: optionalPhoneSchema,
  password: fields.password,
  companyName: z.string(),
  acceptTerms: z
    .boolean()
    .refine((accepted) => accepted, 'Accept the terms and the privacy policy to create an account'),
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
  acceptTerms: false,
};

type RegistrationFormProps = { role: SignUpRole };

/** A refusal no field carries (a 409 or a weak password is said at its field). */
function refusal(error: Parameters<typeof messageFor>[0]): string | null {
  if (!error || passwordProblem(error)) return null;
  if ('status' in error && error.status === 409) return null;
  return messageFor(error);
}

/** The server's reason for refusing a password (`auth.weak_password`), if that was the refusal. */
export function passwordProblem(error: unknown): string | null {
  const data = (error as { data?: { code?: unknown; message?: unknown } } | undefined)?.data;
  return data?.code === 'auth.weak_password' && typeof data.message === 'string'
    ? data.message
    : null;
}

export function RegistrationForm({ role }: RegistrationFormProps) {
  const isVendor = role === 'vendor';
  const [signUp, { isLoading, error, reset }] = useSignUpMutation();
  const startSession = useStartSession();
  const form = useForm<RegistrationValues>({
    defaultValues: emptyValues,
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: withReadableErrors(zodResolver(isVendor ? vendorSchema : registrationSchema)),
  });

  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const formRef = useFocusFirstInvalid(form);
  const [password, email, firstName, lastName] = watch([
    'password',
    'email',
    'firstName',
    'lastName',
  ]);

  const onSubmit = form.handleSubmit(async (values) => {
    reset();
    const result = await signUp({
      role,
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim() || undefined,
      companyName: isVendor ? values.companyName.trim() : undefined,
      acceptTerms: true,
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
        ref={formRef}
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
          <PasswordStrengthMeter
            password={password}
            userInputs={[email, firstName, lastName]}
            problemShown={Boolean(errors.password)}
          />
          <Checkbox
            label={
              <>
                I accept the{' '}
                <Anchor component={Link} to={paths.terms} target="_blank" inherit>
                  terms of service
                </Anchor>{' '}
                and the{' '}
                <Anchor component={Link} to={paths.privacy} target="_blank" inherit>
                  privacy policy
                </Anchor>
              </>
            }
            error={errors.acceptTerms?.message}
            aria-invalid={Boolean(errors.acceptTerms)}
            {...register('acceptTerms')}
          />
          <FormAlert title="Account not created" message={refusal(error)} />
          <Button type="submit" size="md" loading={isLoading} fullWidth>
            Create account
          </Button>
          <SignInInstead />
        </Stack>
      </form>
    </FormProvider>
  );
}
