import { useEffect, useRef, useState } from 'react';

const FIELD = 'input:not([type="hidden"]), select, textarea';

/**
 * A form that opens in place of the button that opened it. Opened, its first field takes the
 * focus; closed (sent or cancelled), the focus goes back to the opener, rendered again by then, or
 * to `fallback` when the opener is gone. Without this the focus fell to the page's start with the
 * button that held it, and a person on the keyboard or a screen reader lost their place.
 */
export function useInlineForm() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const fallback = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) form.current?.querySelector<HTMLElement>(FIELD)?.focus();
    else if (wasOpen.current) (opener.current ?? fallback.current)?.focus();
    wasOpen.current = open;
  }, [open]);
  return {
    open,
    show: () => setOpen(true),
    close: () => setOpen(false),
    /** The opening button, an element around the form, where focus goes without the opener. */
    refs: { opener, form, fallback },
  };
}
