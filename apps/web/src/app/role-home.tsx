import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { LoadingState } from '@/components/feedback/loading-state';
import { paths } from '@/config/paths';
import { loadChunk } from '@/lib/lazy-chunk';
import { useSession } from '@/lib/session';

// A visitor's `/` is the landing page: the guard and the data layer are for signed-in people only.
const GuardedHome = lazy(() =>
  loadChunk(() => import('@/app/guarded-home')).then((m) => ({ default: m.GuardedHome })),
);
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

/**
 * `/`: the resident dashboard, the vendor's profile setup, the operations console for admins, or
 * the landing page for visitors.
 */
export function RoleHome() {
  const { token, role } = useSession();
  if (token && role === 'admin') return <Navigate to={paths.admin} replace />;
  let screen = <LandingScreen />;
  if (token && role === 'resident') {
    screen = (
      <GuardedHome role="resident">
        <ResidentDashboardScreen />
      </GuardedHome>
    );
  } else if (token && role === 'vendor') {
    screen = (
      <GuardedHome role="vendor">
        <ProfileSetupScreen />
      </GuardedHome>
    );
  }
  return <Suspense fallback={<LoadingState label="Loading page" />}>{screen}</Suspense>;
}
