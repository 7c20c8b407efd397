// The page's translations for its <head>: an i18next instance made from the page query's locale nodes exactly as
// gatsby-plugin-react-i18next makes the one the page body translates with (same options, namespaces, fallbacks), so a
// title follows the body's rules (plurals, fallback language and namespaces, interpolation). Gatsby renders Head
// outside the plugin's provider, which is why Head cannot call useTranslation. In the browser bundle `i18next` is the
// same stand-in the body uses (src/browser/i18next.ts).
import * as React from 'react';
import i18next, { type TFunction } from 'i18next';
import { i18nextOptions } from './options';
import { defaultLang } from './languages';

/** The page query's `...PageLocales` fragment (its generated type is nullable: the plugin's Locale fields are inferred). */
export interface LocaleNodes {
  readonly edges: readonly {
    readonly node: {
      readonly ns: string | null;
      readonly data: string | object | null;
      readonly language: string | null;
    };
  }[];
}

/** The instances made so far, by language and locale data: pages of one language share their head's instance. */
const instances = new Map<string, ReturnType<typeof i18next.createInstance>>();
const keptInstances = 32;

/**
 * A ready instance in `lang` over the page's locale nodes (the plugin's construction in wrapPageElement). Made once
 * per language and locale data: the build renders thousands of heads from a few sets of texts, and each new instance
 * parsed them again (~0.6 ms a page).
 */
export function createPageI18n(locales: LocaleNodes | undefined, lang: string) {
  const nodes = (locales?.edges.map((e) => e.node) ?? []).flatMap((n) =>
    n.language && n.data !== null ? [{ ns: n.ns ?? '', data: n.data, language: n.language }] : [],
  );
  const key = [
    lang,
    ...nodes.map((n) => `${n.language}\0${n.ns}\0${typeof n.data === 'string' ? n.data : JSON.stringify(n.data)}`),
  ].join('\n');
  const made = instances.get(key);
  if (made) return made;
  const namespaces = nodes.map((n) => n.ns);
  // The plugin makes the page's first namespace other than 'translation' the default and the rest its fallbacks.
  const defaultNS = namespaces.find((ns) => ns !== 'translation') ?? 'translation';
  const resources: Record<string, Record<string, object>> = {};
  for (const node of nodes) {
    resources[node.language] ??= {};
    resources[node.language][node.ns || defaultNS] =
      typeof node.data === 'object' ? node.data : (JSON.parse(node.data) as object);
  }
  const i18n = i18next.createInstance();
  void i18n.init({
    ...i18nextOptions,
    resources,
    lng: lang,
    fallbackLng: defaultLang,
    defaultNS,
    fallbackNS: namespaces.filter((ns) => ns !== defaultNS),
  });
  if (instances.size >= keptInstances) instances.delete(instances.keys().next().value as string);
  instances.set(key, i18n);
  return i18n;
}

/** `t` for a page's Head, in `lang`: keys name their namespace (`pages:home.title`). */
export function usePageHeadT(locales: LocaleNodes | undefined, lang: string): TFunction {
  return React.useMemo(() => createPageI18n(locales, lang).getFixedT(lang), [locales, lang]);
}
