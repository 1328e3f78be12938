import '@/app/styles';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from '@/app/app-root';
import { loadMatchedRoutes } from '@/app/load-matched-routes';
import { routes } from '@/app/router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * The boot script of a prerendered page (scripts/prerender-boot.js) runs the page's modules one
 * at a time, this one among them; the page is hydrated once they have all run, so that its route's
 * modules are not run all together by the router's first match instead.
 */
function prerenderedModulesRun(): Promise<void> {
  const boot = document.querySelector<HTMLScriptElement>('script[data-modules]');
  if (!boot || 'done' in boot.dataset) return Promise.resolve();
  return new Promise((resolve) => boot.addEventListener('done', () => resolve(), { once: true }));
}

// A prerendered page (scripts/prerender.mjs) arrives with its markup, painted before this runs:
// it is hydrated once its route's chunks are in; any other address is drawn by the client.
// Hydrating in a transition lets React yield to the browser every few milliseconds: at the
// default priority it would hydrate everything outside the Suspense boundaries in one task.
if (root.hasChildNodes()) {
  void prerenderedModulesRun()
    .then(() => loadMatchedRoutes(routes, window.location.pathname))
    .then(() =>
      startTransition(() => {
        hydrateRoot(root, <AppRoot router={createBrowserRouter(routes)} />);
      }),
    );
} else {
  createRoot(root).render(<AppRoot router={createBrowserRouter(routes)} />);
}
