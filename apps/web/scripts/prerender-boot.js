/* global document, requestAnimationFrame -- runs in the browser */
// The one script a prerendered page names (apps/web/scripts/prerender.mjs writes it to assets/).
// The page is drawn by its HTML and styles; the app's scripts are fetched only once that is
// painted, so that on a slow connection they take no bandwidth from the first paint. They are
// all requested at once (modulepreload: fetched and parsed, not run), then run one file at a
// time in the order the page lists them (each file after the files it imports), with a pause for
// the browser in between: short tasks rather than one long one. The entry (main.tsx) hydrates
// the page once they have all run. Adding a preload link costs a phone a few milliseconds: they are added a few
// at a time as well.
const boot = document.querySelector('script[data-modules]');
const files = boot.dataset.modules.split(' ').filter(Boolean);
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));
const SLICE_MS = 4;

requestAnimationFrame(() =>
  setTimeout(async () => {
    let sliceStart = performance.now();
    for (const href of files) {
      if (performance.now() - sliceStart > SLICE_MS) {
        await pause();
        sliceStart = performance.now();
      }
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    try {
      for (const href of files) {
        await import(href);
        await pause();
      }
    } finally {
      // The entry (main.tsx) waits for this to hydrate: a file that failed does not hold it up.
      boot.dataset.done = '';
      boot.dispatchEvent(new Event('done'));
    }
  }, 0),
);
