import { useSyncExternalStore } from 'react';

export const ERROR_TOAST_MS = 3000;

type Toast = {
  message: string;
  color: 'red' | 'green' | 'brand';
  title?: string;
  autoClose?: number;
  /** A toast with the id of one still shown is not shown again. */
  id?: string;
};

// The notifications package loads with the first toast, keeping it out of the first page load.
let needed = false;
const listeners = new Set<() => void>();

const loadNotifications = () => import('@mantine/notifications');

function showToast({ message, color, title, autoClose = 4000, id }: Toast): void {
  if (!needed) {
    needed = true;
    listeners.forEach((listener) => listener());
  }
  void loadNotifications().then(({ notifications }) =>
    notifications.show({
      message,
      color,
      title,
      autoClose,
      id,
      closeButtonProps: { 'aria-label': 'Dismiss' },
    }),
  );
}

/** The server's sentence, once: the same message while it is shown does not stack. */
export const showErrorToast = (message: string) =>
  showToast({ color: 'red', message, autoClose: ERROR_TOAST_MS, id: `error:${message}` });

/** Toasts of a failed attempt are over once the next attempt succeeds (e.g. a sign-in). */
export function clearToasts(): void {
  if (!needed) return;
  void loadNotifications().then(({ notifications }) => notifications.clean());
}

export const showSuccessToast = (message: string) => showToast({ color: 'green', message });

/** News the person did not ask for (a new job offered); one toast per item. */
export const showInfoToast = (title: string, message: string, id: string) =>
  showToast({ color: 'brand', title, message, id, autoClose: 8000 });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a toast was asked for: the toast container is mounted from then on. */
export const useToastsNeeded = () =>
  useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );

export { loadNotifications };
