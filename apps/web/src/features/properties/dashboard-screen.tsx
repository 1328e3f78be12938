import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingState } from '@/components/feedback/loading-state';
import { NotFoundScreen } from '@/components/feedback/not-found';
import { paths, pathPatterns } from '@/config/paths';
import { loadChunk } from '@/lib/lazy-chunk';

/** A screen of the dashboard, loaded on demand like every route. */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await loadChunk(load)) }));

const PropertiesScreen = screen(
  () => import('./properties-screen'),
  (m) => m.PropertiesScreen,
);
const NewPropertyScreen = screen(
  () => import('./new-property-screen'),
  (m) => m.NewPropertyScreen,
);
const PropertyDetailScreen = screen(
  () => import('./property-detail-screen'),
  (m) => m.PropertyDetailScreen,
);
const EditPropertyScreen = screen(
  () => import('./edit-property-screen'),
  (m) => m.EditPropertyScreen,
);

const inDashboard = (path: string) => path.slice(paths.dashboard.length + 1);

/** The resident's dashboard area, /dashboard/*: their properties for now. */
export function DashboardScreen() {
  return (
    <Suspense fallback={<LoadingState label="Loading page" />}>
      <Routes>
        <Route index element={<Navigate to={paths.properties} replace />} />
        <Route path={inDashboard(paths.properties)} element={<PropertiesScreen />} />
        <Route path={inDashboard(paths.newProperty)} element={<NewPropertyScreen />} />
        <Route path={inDashboard(pathPatterns.property)} element={<PropertyDetailScreen />} />
        <Route path={inDashboard(pathPatterns.editProperty)} element={<EditPropertyScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
}
