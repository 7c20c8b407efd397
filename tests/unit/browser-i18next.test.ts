// The browser's i18next and react-i18next stand-ins (src/browser) translate exactly as the real libraries, which
// render the same pages' HTML: every text of every namespace in every language, plural forms, placeholders,
// fallbacks to English and to the page's other namespaces, and pages rendered through gatsby-plugin-react-i18next.
import fs from 'fs';
import path from 'path';
import type React from 'react';
import i18next from 'i18next';
import standIn from '../../src/browser/i18next';
import { i18nextOptions } from '../../src/i18n/options';
import { langCodes, defaultLang } from '../../src/i18n/languages';

type Tree = { [key: string]: string | Tree };
/** Both t functions called alike (i18next's own overloads are stricter than what it accepts at run time). */
type LooseT = (key: string | string[], a?: unknown, b?: unknown) => unknown;
const localeDir = path.resolve(__dirname, '..', '..', 'src', 'i18n', 'locales');
const namespaces = fs.readdirSync(path.join(localeDir, defaultLang)).map((file) => file.replace(/\.json$/, ''));
const resources: Record<string, Record<string, Tree>> = Object.fromEntries(
  langCodes.map((lang) => [
    lang,
    Object.fromEntries(
      namespaces.map((ns) => [
        ns,
        JSON.parse(fs.readFileSync(path.join(localeDir, lang, `${ns}.json`), 'utf8')) as Tree,
      ]),
    ),
  ]),
);

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/** Every key as the site's code asks for it: plural forms by their base key. */
const keysOf = (ns: string) => [
  ...new Set(flatten(resources[defaultLang][ns]).map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
];

/** The same resources with holes: every third text of the other languages removed, so English and other namespaces answer. */
function withGaps(): typeof resources {
  const copy = JSON.parse(JSON.stringify(resources)) as typeof resources;
  let n = 0;
  const punch = (tree: Tree) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value !== 'string') punch(value);
      else if (n++ % 3 === 0) delete tree[key];
    }
  };
  for (const lang of langCodes) if (lang !== defaultLang) for (const ns of namespaces) punch(copy[lang][ns]);
  return copy;
}

/** A real instance and a stand-in set up as gatsby-plugin-react-i18next sets up a page's. */
function pair(lng: string, res: typeof resources, extra: Record<string, unknown> = {}) {
  const [defaultNS, ...fallbackNS] = namespaces;
  const options = {
    ...i18nextOptions,
    ...extra,
    resources: res,
    lng,
    fallbackLng: defaultLang,
    defaultNS,
    fallbackNS,
    react: { useSuspense: false },
  };
  const realInstance = i18next.createInstance();
  void realInstance.init(options);
  const stand = standIn.createInstance();
  void stand.init(options);
  const real = {
    t: realInstance.t as unknown as LooseT,
    getFixedT: (lng: null, ns: string) => realInstance.getFixedT(lng, ns) as unknown as LooseT,
    changeLanguage: (lng: string) => realInstance.changeLanguage(lng),
  };
  return { real, stand };
}

const counts = [0, 1, 2, 3, 4, 5, 7, 11, 12, 14, 21, 22, 25, 100, 101, 102, 111, 1.5, -1];
const values = {
  name: 'Dune & <Sand>',
  term: 'travertine "$&" 50%',
  count: 3,
  m2: 12.5,
  path: '/fr/x/',
  n: 0,
  total: 7,
  id: 'A-1',
};

describe('the browser i18next stand-in', () => {
  for (const [label, res] of [
    ['complete', resources],
    ['with missing texts', withGaps()],
  ] as const) {
    test.each(langCodes)(`translates every text as i18next does (%s, ${label} resources)`, (lng) => {
      const { real, stand } = pair(lng, res);
      const got: unknown[] = [];
      const want: unknown[] = [];
      for (const ns of namespaces) {
        const realT = real.getFixedT(null, ns);
        const standT = stand.getFixedT(null, ns);
        const otherNs = namespaces.find((other) => other !== ns)!;
        for (const key of keysOf(ns)) {
          const calls: [string, Record<string, unknown>?][] = [
            [key],
            [key, values],
            [`${ns}:${key}`],
            [key, { ns: otherNs }],
            [`${key}.missing`, values],
          ];
          for (const count of counts) calls.push([key, { ...values, count }]);
          for (const [k, options] of calls) {
            got.push(`${ns} ${k} ${JSON.stringify(options)} → ${String(standT(k, options))}`);
            want.push(`${ns} ${k} ${JSON.stringify(options)} → ${String(realT(k, options))}`);
          }
        }
      }
      expect(got).toEqual(want);
      expect(got.length).toBeGreaterThan(1000);
    });
  }

  test('answers keys that are not texts as i18next does: objects, missing keys, default values, key lists', () => {
    const { real, stand } = pair('ar', resources);
    const calls: [string | string[], unknown?, unknown?][] = [
      ['nav'],
      ['no.such.key'],
      ['common:no.such.key'],
      ['no.such.key', 'Default {{name}}', values],
      ['no.such.key', { defaultValue: 'Default {{name}}', name: 'x' }],
      ['no.such.key', { defaultValue_one: 'one', defaultValue_other: 'other', count: 1 }],
      [['no.such.key', 'notFound.title']],
      ['notFound.message', { path: undefined }],
      ['notFound.message', { replace: { path: '/a/$1' } }],
    ];
    for (const ns of namespaces) {
      const realT = real.getFixedT(null, ns);
      const standT = stand.getFixedT(null, ns);
      for (const [key, a, b] of calls) expect([ns, key, standT(key, a, b)]).toEqual([ns, key, realT(key, a, b)]);
    }
  });

  test('chooses plural, zero and context forms as i18next does', () => {
    const texts: Tree = {
      n_zero: 'none',
      n_one: 'one',
      n_two: 'two',
      n_few: 'few',
      n_many: 'many',
      n_other: '{{count}} other',
      a: 'it',
      a_male: 'he',
      a_male_one: 'one he',
      a_male_other: '{{count}} of him',
    };
    const res = Object.fromEntries(
      langCodes.map((lang) => [lang, Object.fromEntries(namespaces.map((ns) => [ns, lang === 'fr' ? {} : texts]))]),
    );
    for (const lng of langCodes) {
      const { real, stand } = pair(lng, res);
      for (const count of [undefined, ...counts]) {
        for (const options of [
          { count },
          { count, context: 'male' },
          { count, context: 'female' },
          { count, ordinal: true },
        ]) {
          for (const key of ['n', 'a'])
            expect([lng, key, options, stand.t(key, options)]).toEqual([lng, key, options, real.t(key, options)]);
        }
      }
    }
  });

  test('escapes placeholders when escaping is on, as i18next does', () => {
    const { real, stand } = pair('fr', resources, { interpolation: { escapeValue: true } });
    for (const ns of namespaces)
      for (const key of keysOf(ns))
        expect(stand.getFixedT(null, ns)(key, values)).toBe(real.getFixedT(null, ns)(key, values));
  });

  test('changes language as i18next does, and tells its listeners', () => {
    const { real, stand } = pair('en', resources);
    const heard: unknown[] = [];
    stand.on('languageChanged', (lng) => heard.push(lng));
    void real.changeLanguage('ru');
    void stand.changeLanguage('ru');
    expect(stand.language).toBe('ru');
    expect(heard).toEqual(['ru']);
    for (const ns of namespaces)
      for (const key of keysOf(ns))
        expect(stand.t(`${ns}:${key}`, { count: 5 })).toBe(real.t(`${ns}:${key}`, { count: 5 }));
  });
});

describe('pages rendered with the stand-ins', () => {
  /** gatsby-plugin-react-i18next's wrapPageElement and hooks, loaded with the real libraries or with the stand-ins. */
  interface Loaded {
    wrapPageElement: (args: object, options: object) => React.ReactElement;
    hooks: typeof import('gatsby-plugin-react-i18next');
    react: typeof React;
    renderToStaticMarkup: typeof import('react-dom/server').renderToStaticMarkup;
  }
  function plugin(withStandIns: boolean): Loaded {
    let loaded: Loaded | undefined;
    jest.isolateModules(() => {
      if (withStandIns) {
        jest.doMock('i18next', () => jest.requireActual('../../src/browser/i18next'));
        jest.doMock('react-i18next', () => jest.requireActual('../../src/browser/react-i18next'));
      }
      // React and its renderer from the same module registry as the plugin's hooks: inside isolateModules only
      // require loads a fresh copy.
      /* eslint-disable @typescript-eslint/no-require-imports */
      loaded = {
        wrapPageElement: require('gatsby-plugin-react-i18next/gatsby-browser').wrapPageElement,
        hooks: require('gatsby-plugin-react-i18next'),
        react: require('react'),
        renderToStaticMarkup: require('react-dom/server').renderToStaticMarkup,
      };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    jest.dontMock('i18next');
    jest.dontMock('react-i18next');
    return loaded!;
  }

  function render(withStandIns: boolean, lng: string): string {
    const { wrapPageElement, hooks, react, renderToStaticMarkup } = plugin(withStandIns);
    const h = react.createElement;
    function Page() {
      const { t } = hooks.useTranslation('catalogue');
      const { t: tu, i18n } = hooks.useTranslation(['usa', 'pages']);
      const { t: tc, language, languages } = hooks.useI18next('common');
      return h('main', { lang: i18n.language }, [
        ...keysOf('catalogue').map((key) => h('p', { key }, String(t(key, { ...values, count: 2 })))),
        ...keysOf('usa').map((key) => h('p', { key: `usa-${key}` }, String(tu(key, values)))),
        ...keysOf('pages').map((key) => h('p', { key: `pages-${key}` }, String(tu(`pages:${key}`, { count: 1 })))),
        ...keysOf('common').map((key) => h('p', { key: `common-${key}` }, String(tc(key)))),
        h('p', { key: 'language' }, `${language} ${languages.join(' ')}`),
      ]);
    }
    const locales = {
      edges: langCodes.flatMap((lang) =>
        namespaces.map((ns) => ({ node: { ns, language: lang, data: JSON.stringify(resources[lang][ns]) } })),
      ),
    };
    const props = {
      data: { locales },
      location: { pathname: `/${lng}/`, search: '' },
      pageContext: {
        i18n: {
          routed: true,
          language: lng,
          languages: langCodes,
          originalPath: '/',
          defaultLanguage: defaultLang,
          path: `/${lng}/`,
        },
      },
    };
    const element = wrapPageElement(
      { element: h(Page), props },
      {
        i18nextOptions,
        redirect: false,
        siteUrl: 'https://example.com',
        localeJsonSourceName: 'locale',
        languages: langCodes,
        defaultLanguage: defaultLang,
      },
    );
    return renderToStaticMarkup(element);
  }

  /** A page's locale nodes as its query returns them: its own language, the namespaces it asks for. */
  const pageLocales = (lng: string, pageNamespaces: string[]) => ({
    edges: pageNamespaces.map((ns) => ({ node: { ns, language: lng, data: JSON.stringify(resources[lng][ns]) } })),
  });
  const headNamespaces = ['common', 'pages', 'seo'];
  /** Every key of the Head's namespaces, with a count (plurals) and a name (placeholders). */
  const headKeys = headNamespaces.flatMap((ns) => keysOf(ns).map((key) => `${ns}:${key}`));
  const headValues = (i: number) => ({ ...values, count: i % 4 === 0 ? 1 : i % 4 === 1 ? 3 : 21 });

  /** What the page body shows for every head key: the plugin's instance, read through useTranslation. */
  function bodyTexts(withStandIns: boolean, lng: string): string {
    const { wrapPageElement, hooks, react, renderToStaticMarkup } = plugin(withStandIns);
    const h = react.createElement;
    function Page() {
      const { t } = hooks.useTranslation(headNamespaces);
      return h('main', null, ...headKeys.map((key, i) => h('p', { key }, String(t(key, headValues(i))))));
    }
    const props = {
      data: { locales: pageLocales(lng, headNamespaces) },
      location: { pathname: `/${lng}/`, search: '' },
      pageContext: {
        i18n: {
          routed: true,
          language: lng,
          languages: langCodes,
          originalPath: '/',
          defaultLanguage: defaultLang,
          path: `/${lng}/`,
        },
      },
    };
    const options = {
      i18nextOptions,
      redirect: false,
      siteUrl: 'https://example.com',
      localeJsonSourceName: 'locale',
      languages: langCodes,
      defaultLanguage: defaultLang,
    };
    return renderToStaticMarkup(wrapPageElement({ element: h(Page), props }, options)).replace(/^.*?<main>/s, '<main>');
  }

  /** What the page's Head shows for the same keys: src/i18n/page-i18n.ts over the same locale nodes. */
  function headTexts(withStandIns: boolean, lng: string): string {
    let createPageI18n: typeof import('../../src/i18n/page-i18n').createPageI18n | undefined;
    jest.isolateModules(() => {
      if (withStandIns) jest.doMock('i18next', () => jest.requireActual('../../src/browser/i18next'));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- inside isolateModules only require loads a fresh copy
      createPageI18n = require('../../src/i18n/page-i18n').createPageI18n;
    });
    jest.dontMock('i18next');
    const t = createPageI18n!(pageLocales(lng, headNamespaces), lng).getFixedT(lng) as unknown as LooseT;
    return `<main>${headKeys.map((key, i) => `<p>${escapeHtml(String(t(key, headValues(i))))}</p>`).join('')}</main>`;
  }

  test.each(langCodes)('a page in %s: its head texts are its body texts (plurals, placeholders)', (lng) => {
    const body = bodyTexts(false, lng);
    expect(body.match(/<p>/g)).toHaveLength(headKeys.length);
    expect(headTexts(false, lng)).toBe(body);
    expect(headTexts(true, lng)).toBe(body);
  });

  test('every name the site imports from the plugin exists with the stand-ins', () => {
    const sources = fs
      .readdirSync(path.resolve(__dirname, '..', '..', 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file));
    const imported = new Set<string>();
    for (const file of sources) {
      const text = fs.readFileSync(path.resolve(__dirname, '..', '..', 'src', file), 'utf8');
      for (const [, names] of text.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*'(?:gatsby-plugin-react-i18next|react-i18next)'/g,
      )) {
        for (const name of names.split(','))
          if (name.trim() && !name.trim().startsWith('type ')) imported.add(name.trim().split(/\s+as\s+/)[0]);
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    const { hooks } = plugin(true);
    for (const name of imported)
      expect([name, typeof (hooks as unknown as Record<string, unknown>)[name]]).toEqual([name, 'function']);
  });

  test.each(langCodes)('a page in %s renders the same HTML', (lng) => {
    const real = render(false, lng);
    expect(real).toContain(`lang="${lng}"`);
    expect(render(true, lng)).toBe(real);
  });
});

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );
}
