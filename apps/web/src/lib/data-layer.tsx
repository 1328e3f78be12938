import { useContext, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { Outlet } from 'react-router';
import { getAppStore } from '@/lib/app-store';

/**
 * The store and the data layer (Redux Toolkit, RTK Query) for what it wraps. It is imported only
 * by chunks that read the API, so the landing page paints before this code is even downloaded.
 * Every boundary shares the page's one store; a store already provided above (tests) is kept.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const provided = useContext(ReactReduxContext);
  if (provided) return children;
  return <Provider store={getAppStore()}>{children}</Provider>;
}

/** Layout route of every screen that reads the API. */
export function DataLayerOutlet() {
  return (
    <DataLayer>
      <Outlet />
    </DataLayer>
  );
}
