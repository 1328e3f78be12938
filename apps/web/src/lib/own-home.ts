import type { Role } from '@homekeep/contracts/auth';
import { paths } from '@/config/paths';

/** Where each role's own screens begin, how a button offering them reads, and who they serve. */
export const OWN_HOMES: Record<Role, { to: string; label: string; people: string }> = {
  resident: { to: paths.root, label: 'Go to your dashboard', people: 'residents' },
  vendor: { to: paths.orders, label: 'Go to your orders', people: 'vendors' },
  admin: { to: paths.admin, label: 'Go to the console', people: 'operators' },
};
