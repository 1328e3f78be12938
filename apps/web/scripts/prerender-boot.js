/* global document, requestAnimationFrame -- runs in the browser */
// The one script a prerendered page names (apps/web/scripts/prerender.mjs writes it to assets/).
// The page is drawn by its HTML and styles; the app's scripts are fetched only once that is
// painted, so that on a slow connection they take no bandwidth from the first paint. Then the
// entry hydrates the page.
const boot = document.querySelector('script[data-entry]');
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of boot.dataset.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(boot.dataset.entry);
  }, 0),
);
