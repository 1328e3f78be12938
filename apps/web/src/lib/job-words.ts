import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import { formatDay } from './dates';

type Urgency = MaintenanceRequest['urgency'];
type TimeWindow = MaintenanceRequest['preferredTimeWindow'];

export const URGENCY_LABELS: Record<Urgency, string> = {
  low: 'Low urgency',
  normal: 'Normal urgency',
  high: 'High urgency',
  emergency: 'Emergency',
};

const TIME_WINDOW_LABELS: Record<TimeWindow, string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  any: 'any time of day',
};

export { formatDay };

/** "Dec 5, 2026, in the morning". */
export const preferredTime = (date: string, window: TimeWindow) =>
  `${formatDay(date)}, ${TIME_WINDOW_LABELS[window]}`;
