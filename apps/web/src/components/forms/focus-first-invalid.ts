import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const INVALID_FIELD = ['input', 'select', 'textarea']
  .flatMap((tag) => [`${tag}[aria-invalid="true"]`, `${tag}[data-invalid="true"]`])
  .join(', ');

/** Focuses the form's first field marked invalid, in the order people read it, and shows it. */
function focusFirstInvalid(form: HTMLElement | null): void {
  const field = form?.querySelector<HTMLElement>(INVALID_FIELD);
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * After each submit that left errors (the form's own or the server's, set while submitting), the
 * first invalid field on screen takes the focus. The form library's own focusing follows the order
 * fields registered in, which is not the order on screen; give it `shouldFocusError: false`.
 */
export function useFocusFirstInvalid<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'formState'>,
) {
  const ref = useRef<HTMLFormElement>(null);
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid(ref.current);
  }, [submitCount]);
  return ref;
}
