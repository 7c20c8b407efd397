// Document head of every page: <html lang dir>, title and description in the page's language.
// `useTranslation` does not work inside Gatsby Head, so texts come from the page query's locale nodes.
import React from 'react';
import { graphql } from 'gatsby';
import { directionOf, isLang, defaultLang, type Lang } from '../i18n/languages';

export interface LocaleNodes {
  edges: { node: { ns: string; data: string; language: string } }[];
}

/** Looks up `ns:key.path` in the locale nodes a page loaded (for Head, where i18next is not available). */
export function localeText(locales: LocaleNodes | undefined, ns: string, key: string, vars: Record<string, string | number> = {}, lang?: string): string {
  const node = locales?.edges.find((e) => e.node.ns === ns && (!lang || e.node.language === lang))?.node;
  if (!node) return key;
  const value = key.split('.').reduce<unknown>((obj, part) => (obj && typeof obj === 'object' ? (obj as Record<string, unknown>)[part] : undefined), JSON.parse(node.data));
  if (typeof value !== 'string') return key;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function PageHead({ lang, title, description, siteName, noindex }: { lang: string; title: string; description?: string; siteName: string; noindex?: boolean }) {
  const code: Lang = isLang(lang) ? lang : defaultLang;
  return (
    <>
      <html lang={code} dir={directionOf(code)} />
      <title>{title === siteName ? title : `${title} | ${siteName}`}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  );
}

export const query = graphql`
  fragment PageLocales on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
