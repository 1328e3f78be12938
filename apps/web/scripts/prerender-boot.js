/* global document, requestAnimationFrame -- runs in the browser */
// The one script a prerendered page names (apps/web/scripts/prerender.mjs writes it to assets/).
// The page is drawn by its HTML and styles; the app's scripts are fetched only once that is
// painted, so that on a slow connection they take no bandwidth from the first paint. Each of the
// page's modules is imported at once, so none waits for the module that names it, and each is
// evaluated as soon as it is in: several short tasks rather than one long one. The entry
// (main.tsx) then hydrates the page.
const boot = document.querySelector('script[data-entry]');
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of boot.dataset.preload.split(' ').filter(Boolean)) void import(href);
    void import(boot.dataset.entry);
  }, 0),
);
