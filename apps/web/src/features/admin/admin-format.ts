import type { OrderStatus } from '@homekeep/contracts/jobs';

export { formatDateTime, formatDay, formatDay as formatDate } from '@/lib/dates';

export const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

export const ORDER_COLORS: Record<OrderStatus, string> = {
  pending: 'yellow',
  accepted: 'blue',
  en_route: 'cyan',
  in_progress: 'indigo',
  completed: 'green',
  canceled: 'gray',
};

/** Seconds as the largest sensible unit: "12 min", "3.5 h". */
export function duration(seconds: number) {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172_800) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86_400).toFixed(1)} days`;
}
