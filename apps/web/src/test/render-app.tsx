import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';
import { createStore } from '@/app/store';

/** Renders routes with the real store, theme and data layer, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const store = createStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </Provider>,
  );
  return { ...view, router, store };
}

/**
 * Renders routes as main.tsx does: no store above the app, so each part that reads the API must
 * bring its data layer (lib/data-layer.tsx), as it must in the browser.
 */
export function renderAsPage(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
