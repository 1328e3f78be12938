import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The label people see for each field key of a form. */
type FieldLabels = Readonly<Record<string, string>>;

/** The labels of the contact fields that several forms share. */
export const CONTACT_LABELS: FieldLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
};

/** Contract messages start with the field's key ("firstName is required"); people read labels. */
export function readableMessage(field: string, message: string, labels: FieldLabels): string {
  const label = labels[field];
  if (label && message.startsWith(field)) return `${label}${message.slice(field.length)}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Wraps a form resolver so that each error message names its field by its label. */
export const readableErrors =
  (labels: FieldLabels) =>
  <T extends FieldValues, C, O>(resolver: Resolver<T, C, O>): Resolver<T, C, O> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: FieldErrors = result.errors;
    for (const [field, error] of Object.entries(errors)) {
      if (error && typeof error.message === 'string') {
        error.message = readableMessage(field, error.message, labels);
      }
    }
    return result;
  };
