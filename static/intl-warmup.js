// Started by the browser shell (src/plugins/browser-shell/gatsby-browser.tsx) just before React hydrates. A browser's
// first number or date format loads its locale data, ~30 ms on a fast computer and four times that on a phone; done in
// a worker, that load leaves the page's thread free, and the formats hydration calls afterwards find the data loaded.
// It formats nothing the page shows.
self.onmessage = function (event) {
  var lang = event.data;
  try {
    new Intl.NumberFormat(lang).format(12345.6);
    new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(1);
    new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
    new Intl.PluralRules(lang).select(1);
  } catch (e) {
    // an engine without these formats has nothing to load
  }
  self.close();
};
