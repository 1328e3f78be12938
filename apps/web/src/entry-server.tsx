import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '@/app/app-root';
import { loadMatchedRoutes } from '@/app/load-matched-routes';
import { routes } from '@/app/router';

/**
 * The markup of a public page as a visitor's browser first draws it (signed out, nothing from
 * the API yet), for scripts/prerender.mjs to write into the page's HTML at build time.
 */
export async function renderPage(pathname: string): Promise<string> {
  await loadMatchedRoutes(routes, pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  return renderToString(<AppRoot router={router} />);
}
