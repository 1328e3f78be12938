import { lazy, Suspense } from 'react';
import { RequireRole } from '@/app/guard';
import { LoadingState } from '@/components/feedback/loading-state';
import { loadChunk } from '@/lib/lazy-chunk';
import { useSession } from '@/lib/session';

const LandingScreen = lazy(() =>
  loadChunk(() => import('@/features/catalog/landing-screen')).then((m) => ({
    default: m.LandingScreen,
  })),
);
const ResidentDashboardScreen = lazy(() =>
  loadChunk(() => import('@/features/catalog/resident-dashboard-screen')).then((m) => ({
    default: m.ResidentDashboardScreen,
  })),
);
const ProfileSetupScreen = lazy(() =>
  loadChunk(() => import('@/features/vendors/profile-setup-screen')).then((m) => ({
    default: m.ProfileSetupScreen,
  })),
);

/** `/`: the resident dashboard, the vendor's profile setup, or the landing page for visitors. */
export function RoleHome() {
  const { token, role } = useSession();
  let screen = <LandingScreen />;
  if (token && role === 'resident') {
    screen = (
      <RequireRole role="resident">
        <ResidentDashboardScreen />
      </RequireRole>
    );
  } else if (token && role === 'vendor') {
    screen = (
      <RequireRole role="vendor">
        <ProfileSetupScreen />
      </RequireRole>
    );
  }
  return <Suspense fallback={<LoadingState label="Loading page" />}>{screen}</Suspense>;
}
