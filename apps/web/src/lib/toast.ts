import { useSyncExternalStore } from 'react';

export const ERROR_TOAST_MS = 3000;

type Toast = { message: string; color: 'red' | 'green'; title?: string; autoClose?: number };

// The notifications package loads with the first toast, keeping it out of the first page load.
let needed = false;
const listeners = new Set<() => void>();

const loadNotifications = () => import('@mantine/notifications');

export function showToast({ message, color, title, autoClose = 4000 }: Toast): void {
  if (!needed) {
    needed = true;
    listeners.forEach((listener) => listener());
  }
  void loadNotifications().then(({ notifications }) =>
    notifications.show({ message, color, title, autoClose }),
  );
}

export const showErrorToast = (message: string) =>
  showToast({ color: 'red', title: 'Error', message, autoClose: ERROR_TOAST_MS });

export const showSuccessToast = (message: string) => showToast({ color: 'green', message });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a toast was asked for: the toast container is mounted from then on. */
export const useToastsNeeded = () => useSyncExternalStore(subscribe, () => needed);

export { loadNotifications };
