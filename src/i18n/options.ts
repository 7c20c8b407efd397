// The i18next options the site translates with: gatsby-plugin-react-i18next passes them to every page's instance,
// the search function uses them too, and the browser's stand-in (src/browser/i18next.ts) is tested against i18next
// with exactly these.
export const i18nextOptions = {
  interpolation: { escapeValue: false },
  keySeparator: '.',
  nsSeparator: ':',
  returnNull: false,
} as const;
