import type { Role } from '@homekeep/contracts/auth';
import { paths } from '@/config/paths';

/** `badge` names a live count shown beside the link. */
export type NavItem = {
  label: string;
  to: string;
  end?: boolean;
  badge?: 'unseenNotifications' | 'unreadMessages';
};

const visitor: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Property management', to: paths.propertyManagement },
  { label: 'Association management', to: paths.associationManagement },
  { label: 'Contact', to: paths.contactUs },
];

// Short labels keep the resident's eight links and Sign out on one line from 1200 px.
const resident: NavItem[] = [
  { label: 'Dashboard', to: paths.root, end: true },
  { label: 'Properties', to: paths.properties },
  { label: 'Services', to: paths.homeServices },
  { label: 'SYMN Luxe', to: paths.symnLuxe },
  { label: 'Requests', to: paths.maintenanceRequest, badge: 'unreadMessages' },
  { label: 'Plans', to: paths.subscription },
  { label: 'History', to: paths.completedServices },
  { label: 'Profile', to: paths.profile },
];

const vendor: NavItem[] = [
  { label: 'Profile setup', to: paths.profileSetup },
  { label: 'Orders', to: paths.orders, badge: 'unreadMessages' },
  { label: 'Earnings', to: paths.earnings },
  { label: 'Vehicles', to: paths.truckVehicleType },
  { label: 'Notifications', to: paths.notifications, badge: 'unseenNotifications' },
];

// The console's sections have their own navigation inside it (features/admin).
const admin: NavItem[] = [{ label: 'Operations', to: paths.admin }];

/** The main navigation for a signed-in role, or for a visitor when there is none. */
export function navItemsFor(role: Role | undefined): NavItem[] {
  if (role === 'resident') return resident;
  if (role === 'vendor') return vendor;
  if (role === 'admin') return admin;
  return visitor;
}
