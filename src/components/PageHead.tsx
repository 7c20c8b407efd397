// Document head of every page: <html lang dir>, title and description in the page's language, canonical URL,
// hreflang alternates, Open Graph / Twitter tags and JSON-LD. Prerendered, so crawlers see it without JavaScript.
// Texts come from the page's own i18n instance (src/i18n/page-i18n.ts): Head cannot call useTranslation.
import { graphql, useStaticQuery } from 'gatsby';
import { directionOf, isLang, defaultLang, type Lang } from '../i18n/languages';
import { defaultShareImage, headTags, type HeadImage, type SeoContext } from '../seo/head-tags';
import { jsonLdScript, type JsonLdNode } from '../seo/structured-data';
import { fontPreloads } from '../styles/font-preloads';
import type React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { present } from '../types/present';

export interface PageHeadProps {
  lang: string;
  /** The page's language versions and noindex flag (page context); without it the page is noindex (e.g. 404). */
  seo?: SeoContext;
  title: string;
  description?: string;
  siteName: string;
  noindex?: boolean;
  /** The page's main picture (site path); the site's share image otherwise. */
  image?: HeadImage | null;
  /** Structured data of the page, built with the configured site URL and the page language. */
  jsonLd?: (site: { siteUrl: string; lang: Lang }) => JsonLdNode[];
  ogType?: 'website' | 'product' | 'article';
  /** The page's largest picture (its LCP element), preloaded first, ahead of the fonts, as the <img> will ask for it. */
  lcpImage?: IGatsbyImageData | null;
  /** Further head elements of the page (a preload of data it fetches first). */
  children?: React.ReactNode;
}

/** SITE_URL as configured at build (gatsby-config siteMetadata). */
export function useSiteUrl(): string {
  return useStaticQuery<{ site: { siteMetadata: { siteUrl: string } } }>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `).site.siteMetadata.siteUrl;
}

/** A preload of the image Photo will show (components/Photo.tsx): the same candidates and sizes. */
function LcpPreload({ image }: { image: IGatsbyImageData }) {
  const srcSet = image.images.fallback?.srcSet;
  const sizes = image.images.fallback?.sizes;
  if (!srcSet) return null;
  // React 18 knows no fetchPriority prop: the lowercase attribute is written as is.
  return <link rel="preload" as="image" imageSrcSet={srcSet} imageSizes={sizes} {...{ fetchpriority: 'high' }} />;
}

export function PageHead({
  lang,
  seo,
  title,
  description,
  siteName,
  noindex,
  image,
  jsonLd,
  ogType,
  lcpImage,
  children,
}: PageHeadProps) {
  const code: Lang = isLang(lang) ? lang : defaultLang;
  const siteUrl = useSiteUrl();
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const tags = headTags({
    siteUrl,
    lang: code,
    seo,
    title: fullTitle,
    description,
    siteName,
    noindex,
    ogType,
    image: image ?? { ...defaultShareImage, alt: siteName },
  });
  const nodes = jsonLd ? jsonLd({ siteUrl, lang: code }) : [];
  return (
    <>
      <html lang={code} dir={directionOf(code)} />
      <title>{fullTitle}</title>
      {/* No first paint before the whole header is parsed: a busy parser yielded mid-header, painted a bar holding only
          its first tools, and the rest arriving moved them (a layout shift of up to 0.02). Layout.tsx's <main id="main">
          follows the header; Chromium 124+ honours this, other browsers ignore it. */}
      <link rel="expect" href="#main" {...{ blocking: 'render' }} />
      {lcpImage && <LcpPreload image={lcpImage} />}
      {fontPreloads[code].map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
      ))}
      {tags.map(({ tag: Tag, attrs }, i) => (
        <Tag key={i} {...attrs} />
      ))}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
      {nodes.length > 0 && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(nodes) }} />
      )}
    </>
  );
}

/** Company and team fields of the Organization JSON-LD (data/company.json, team.json). */
export interface OrganizationData {
  seoCompany: Queries.SeoCompanyFragment | null;
  seoTeam: Queries.SeoTeamFragment;
}

export function organizationInput(data: OrganizationData) {
  const c = present(data.seoCompany, 'company');
  return {
    name: c.name,
    email: c.email,
    phone: c.phone,
    address: c.address.text,
    foundingYear: c.since,
    description: c.about.text,
    socials: c.socials.map((s) => s.link),
    team: data.seoTeam.nodes.map((m) => ({ name: m.name, job: m.job.text, email: m.email, whatsapp: m.whatsapp })),
  };
}

export const query = graphql`
  # Query as: seoCompany: company { ...SeoCompany } seoTeam: allTeamMember(sort: { jsonId: ASC }) { ...SeoTeam }
  fragment SeoCompany on Company {
    name
    email
    phone
    since
    socials {
      link
    }
    about {
      text(lang: $language)
    }
    address {
      text(lang: $language)
    }
  }
  fragment SeoTeam on TeamMemberConnection {
    nodes {
      name
      email
      whatsapp
      job {
        text(lang: $language)
      }
    }
  }
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
