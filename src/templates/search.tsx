// Catalogue search results (client-only routes /search/*; USA search has its own template). The catalogue index of the page's language is this
// page's own query data, so it loads only here; a term that is a product code opens that product.
import React from 'react';
import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, localeText } from '../components/PageHead';
import { CardGrid, cardImageWidths } from '../components/ProductCard';
import { LocalizedLink } from '../components/LocalizedLink';
import { usePageLang } from '../components/usePageLang';
import { parsePath, pathTo } from '../routes';
import { buildDoc, highlight, productWithCode, search, type SearchDoc } from '../catalogue/search';
import type { BasePageContext, Text, WithLocales } from './types';
import '../styles/catalogue.css';

interface SearchContext extends BasePageContext {
  withProducts?: boolean;
}
interface IndexedProduct {
  jsonId: number;
  slug: string;
  code: string;
  name: Text;
  nameEn: { en: string } | null;
  keywords: { text: string[] | null } | null;
  keywordsEn: { en: string[] | null } | null;
  stoneType: Text;
  stoneTypeEn: { en: string } | null;
  categoryNode: { name: Text; nameEn: { en: string } | null } | null;
  description: Text;
  descriptionEn: { en: string } | null;
  images: ({ childImageSharp: { small: { src: string } | null; large: { src: string } | null } | null } | null)[];
}
interface SearchData extends WithLocales {
  allProduct?: { nodes: IndexedProduct[] };
  allCategory?: { nodes: { jsonId: number; slug: string; name: Text }[] };
}

/** The term from the URL path, or from ?q= when the search form was sent without JavaScript. */
export function searchTermFrom(pathname: string, search: string): string {
  const parsed = parsePath(pathname);
  const fromPath = parsed && (parsed.route.page === 'search' || parsed.route.page === 'usaSearch') ? parsed.route.term : '';
  return fromPath || new URLSearchParams(search).get('q')?.trim() || '';
}

function toDoc(p: IndexedProduct): SearchDoc {
  const sharp = p.images[0]?.childImageSharp;
  const [small, large] = [sharp?.small?.src, sharp?.large?.src];
  const pair = (own: string | null | undefined, english: string | null | undefined) => [own ?? '', english ?? ''];
  return buildDoc({
    id: p.jsonId,
    slug: p.slug,
    code: p.code,
    name: p.name.text,
    image: small ?? null,
    imageSrcSet: small && large ? `${small} ${cardImageWidths.small}w, ${large} ${cardImageWidths.large}w` : null,
    names: pair(p.name.text, p.nameEn?.en),
    keywords: pair(p.keywords?.text?.join(' '), p.keywordsEn?.en?.join(' ')),
    stoneTypes: pair(p.stoneType.text, p.stoneTypeEn?.en),
    categories: pair(p.categoryNode?.name.text, p.categoryNode?.nameEn?.en),
    descriptions: pair(p.description.text, p.descriptionEn?.en),
  });
}

function Marked({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlight(text, term).map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <React.Fragment key={i}>{s.text}</React.Fragment>))}
    </>
  );
}

function CatalogueResults({ term, data }: { term: string; data: SearchData }) {
  const { t } = useTranslation('catalogue');
  const { t: tp } = useTranslation('pages');
  const lang = usePageLang();
  const docs = React.useMemo(() => (data.allProduct?.nodes ?? []).map(toDoc), [data.allProduct]);
  const exact = productWithCode(docs, term);
  React.useEffect(() => {
    if (exact) void navigate(pathTo(lang, { page: 'product', slug: exact.slug, id: exact.id }), { replace: true });
  }, [exact, lang]);
  const hits = React.useMemo(() => search(docs, term), [docs, term]);

  if (exact) return <p role="status">{t('search.opening', { code: exact.code })}</p>;
  if (hits.length === 0) {
    return (
      <>
        <p role="status">{t('search.none', { term })}</p>
        <p>{t('search.tryCategories')}</p>
        <ul className="inline-list">
          {(data.allCategory?.nodes ?? []).map((c) => (
            <li key={c.jsonId}>
              <LocalizedLink to={pathTo(lang, { page: 'category', slug: c.slug, id: c.jsonId })}>{c.name.text}</LocalizedLink>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <>
      <p role="status">
        {t('search.results', { term })} — {tp('listing.count', { count: hits.length })}
      </p>
      <CardGrid
        className="search-results"
        cards={hits.map(({ doc }, i) => ({
          eager: i < 4,
          href: pathTo(lang, { page: 'product', slug: doc.slug, id: doc.id }),
          title: doc.name,
          subtitle: doc.code,
          imageSrc: doc.image,
          imageSrcSet: doc.imageSrcSet,
          titleContent: <Marked text={doc.name} term={term} />,
          subtitleContent: <Marked text={doc.code} term={term} />,
        }))}
      />
    </>
  );
}

export default function SearchPage({ data, location }: PageProps<SearchData, SearchContext>) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('catalogue');
  const [term, setTerm] = React.useState<string | null>(null);
  // The term is read after mount: the prerendered HTML is the same for every term.
  React.useEffect(() => setTerm(searchTermFrom(location.pathname, location.search)), [location.pathname, location.search]);
  return (
    <Layout>
      <div className="catalogue-page search-page">
        <h1>{t('search.title')}</h1>
        {term === '' && <p>{tc('search.prompt')}</p>}
        {term && <CatalogueResults term={term} data={data} />}
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<SearchData, SearchContext>) {
  return <PageHead lang={pageContext.language} siteName={data.company.name} seo={pageContext.seo} title={localeText(data.locales, 'pages', 'search.title')} description={localeText(data.locales, 'seo', 'description.search')} noindex />;
}

export const query = graphql`
  query SearchPage($language: String!, $withProducts: Boolean = false, $withEnglish: Boolean = false) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "catalogue", "seo"] } }) {
      ...PageLocales
    }
    company { name }
    allProduct(sort: { jsonId: ASC }) @include(if: $withProducts) {
      nodes {
        jsonId
        slug
        code
        name { text(lang: $language) }
        nameEn: name @include(if: $withEnglish) { en }
        keywords { text(lang: $language) }
        keywordsEn: keywords @include(if: $withEnglish) { en }
        stoneType { text(lang: $language) }
        stoneTypeEn: stoneType @include(if: $withEnglish) { en }
        categoryNode { name { text(lang: $language) } nameEn: name @include(if: $withEnglish) { en } }
        description { text(lang: $language) }
        descriptionEn: description @include(if: $withEnglish) { en }
        # Widths of cardImageWidths: a card is 220–320 px wide, the whole width of a phone (up to ~600 px) in one column.
        images {
          childImageSharp {
            small: resize(width: 320, height: 240, cropFocus: CENTER, toFormat: WEBP, quality: 75) { src }
            large: resize(width: 640, height: 480, cropFocus: CENTER, toFormat: WEBP, quality: 70) { src }
          }
        }
      }
    }
    allCategory(sort: { jsonId: ASC }) @include(if: $withProducts) { nodes { jsonId slug name { text(lang: $language) } } }
  }
`;
