import type { AuditEntry } from '@homekeep/contracts/audit';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/** What each recorded action did, as an operator says it. */
const ACTIONS: Record<string, string> = {
  'admin.clock_advanced': 'Moved the test clock forward',
  'auth.signed_up': 'Signed up',
  'auth.signed_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.sign_in_slowed': 'Sign-in slowed after failures',
  'auth.sign_in_refused': 'Sign-in refused',
  'auth.signed_out': 'Signed out',
  'auth.password_changed': 'Changed the password',
  'auth.password_reset': 'Reset the password',
  'auth.password_reset_requested': 'Asked for a password reset',
  'auth.provider_linked': 'Linked a sign-in provider',
  'auth.role_refused': 'Refused for the wrong role',
  'banner.create': 'Added a banner',
  'banner.update': 'Changed a banner',
  'files.deleted': 'Deleted a file',
  'lead.update': 'Updated a lead',
  'maintenance_plan.create': 'Added a plan',
  'maintenance_plan.update': 'Changed a plan',
  'order.cancel': 'Canceled a job',
  'order.reassign': 'Gave a job to another vendor',
  'payment.refunded': 'Refunded a payment',
  'payments.webhook_signature_invalid': 'Refused a payment message with a wrong signature',
  'product.create': 'Added a product',
  'product.update': 'Changed a product',
  'review.hide': 'Hid a review',
  'security.rate_limited': 'Slowed down for too many requests',
  'service.create': 'Added a service',
  'service.update': 'Changed a service',
  'user.block': 'Blocked an account',
  'user.unblock': 'Unblocked an account',
  'vendor.reinstate': 'Reinstated a vendor',
  'vendor.suspend': 'Suspended a vendor',
  'vendor.verify': 'Verified a vendor',
};

/** Every action an operator can look for, by its words; the first, none, is any action. */
export const ACTION_OPTIONS = [
  { value: '', label: 'Any action' },
  ...Object.entries(ACTIONS)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];

/** "order.cancel" as words; an action not listed yet reads from its code ("Lead: update"). */
export function actionLabel(action: string): string {
  const known = ACTIONS[action];
  if (known) return known;
  const [area = '', verb = ''] = action.split('.');
  return sentence(`${area.replaceAll('_', ' ')}: ${verb.replaceAll('_', ' ')}`);
}

const TARGETS: Record<string, string> = {
  user: 'Account',
  vendor: 'Vendor',
  order: 'Job',
  maintenance_plan: 'Plan',
  service: 'Service',
  product: 'Product',
  banner: 'Banner',
  lead: 'Lead',
  review: 'Review',
  transaction: 'Payment',
  file: 'File',
  session: 'Session',
};

/** "Vendor: Fixit Ltd"; without a name (gone, or nameless), the kind of record alone. */
export function targetLabel(entry: Pick<AuditEntry, 'targetType' | 'targetName'>): string | null {
  if (!entry.targetType) return null;
  const kind = TARGETS[entry.targetType] ?? sentence(entry.targetType.replaceAll('_', ' '));
  return entry.targetName ? `${kind}: ${entry.targetName}` : kind;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `priceCents` → "Price", `cancelAtPeriodEnd` → "Cancel at period end". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return sentence(words);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field that only an id fills: the record's name is said elsewhere. */
export const isIdField = (key: string, values: unknown[]) =>
  /(^id|Id|Ids)$/.test(key) &&
  values.every(
    (value) =>
      value === undefined ||
      value === null ||
      (typeof value === 'string' && UUID.test(value)) ||
      (Array.isArray(value) && value.every((item) => typeof item === 'string' && UUID.test(item))),
  );

/** A value as a person reads it: money as money, times as times, a list by its length. */
export function valueText(key: string, value: unknown, currency = 'usd'): string {
  if (value === undefined || value === null || value === '') return 'none';
  if (typeof value === 'number' && key.endsWith('Cents')) return formatMoney(value, currency);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') {
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string')) return value.join(', ') || 'none';
    return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  }
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string')
    return value.name;
  return JSON.stringify(value);
}
