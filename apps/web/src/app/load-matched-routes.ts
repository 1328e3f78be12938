import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes an address matches into their route objects, so that a router made from
 * them draws the page at once. Hydrating a prerendered page needs it: the first render must be
 * the page, not the router's fallback while its chunks arrive.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
