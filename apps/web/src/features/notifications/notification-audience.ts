import type { Role } from '@homekeep/contracts/auth';
import type { Notification } from '@homekeep/contracts/notifications';
import { paths } from '@/config/paths';

/** How the notifications screen speaks to each role, and where a notification's job opens. */
interface NotificationAudience {
  intro: string;
  emptyMessage: string;
  /** The screen that shows the notification's job, or null when it names none. */
  jobLink: (notification: Notification) => string | null;
}

/** Where a vendor's notification about a job finds it: the list it is in now, or none. */
function vendorJobLink({ type, orderId }: Notification): string | null {
  if (!orderId) return null;
  // A canceled job, or one given to another vendor, is in none of the vendor's lists.
  if (type === 'order.canceled') return null;
  // Money is read job by job on the earnings screen.
  if (type === 'payout.paid' || type === 'earning.reversed') return paths.earnings;
  const tab =
    type === 'order.new' ? 'available' : type === 'review.reminder' ? 'completed' : 'mine';
  return `${paths.orders}?tab=${tab}&order=${encodeURIComponent(orderId)}`;
}

const vendor: NotificationAudience = {
  intro: 'New jobs in your area and changes to the jobs you took.',
  emptyMessage: 'When a job matching your services and area is posted, you hear of it here.',
  jobLink: vendorJobLink,
};

const resident: NotificationAudience = {
  intro: 'Each step of your jobs, and news about your plan and payments.',
  emptyMessage: 'When a vendor accepts a job of yours or your plan renews, you hear of it here.',
  jobLink: (notification) =>
    notification.requestId
      ? `${paths.maintenanceRequest}?id=${encodeURIComponent(notification.requestId)}`
      : null,
};

const operator: NotificationAudience = {
  intro: 'Jobs that need a vendor, and whatever else asks for operations to act.',
  emptyMessage: 'When a job finds no vendor, or an emergency waits too long, you hear of it here.',
  jobLink: (notification) =>
    notification.orderId
      ? `${paths.adminOrders}?open=${encodeURIComponent(notification.orderId)}`
      : null,
};

const audiences: Record<Role, NotificationAudience> = { vendor, resident, admin: operator };

export const audienceFor = (role: Role | undefined): NotificationAudience =>
  audiences[role ?? 'resident'];
