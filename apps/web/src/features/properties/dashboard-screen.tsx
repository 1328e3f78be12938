import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingState } from '@/components/feedback/loading-state';
import { paths } from '@/config/paths';
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

/** The resident's dashboard area, /dashboard/*: their properties for now. */
export function DashboardScreen() {
  return (
    <Suspense fallback={<LoadingState label="Loading page" />}>
      <Routes>
        <Route index element={<Navigate to={paths.properties} replace />} />
        <Route path="properties" element={<PropertiesScreen />} />
        <Route path="properties/new" element={<NewPropertyScreen />} />
        <Route path="properties/:id" element={<PropertyDetailScreen />} />
        <Route path="properties/:id/edit" element={<EditPropertyScreen />} />
        <Route path="*" element={<Navigate to={paths.properties} replace />} />
      </Routes>
    </Suspense>
  );
}
