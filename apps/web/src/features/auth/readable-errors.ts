import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
  companyName: 'Company name',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};

/** Contract messages start with the field's key ("firstName is required"); people read labels. */
export function readableMessage(field: string, message: string): string {
  const label = LABELS[field];
  if (label && message.startsWith(field)) return `${label}${message.slice(field.length)}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

export function withReadableErrors<T extends FieldValues>(resolver: Resolver<T>): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: FieldErrors = result.errors;
    for (const [field, error] of Object.entries(errors)) {
      if (error && typeof error.message === 'string') {
        error.message = readableMessage(field, error.message);
      }
    }
    return result;
  };
}
