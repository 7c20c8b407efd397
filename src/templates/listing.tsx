// Product listings: a category, colour or area, or a category narrowed by one filter (colour, edge, finish, …).
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { CardGrid } from '../components/ProductCard';
import { LocalizedLink } from '../components/LocalizedLink';
import { usePageLang } from '../components/usePageLang';
import { filterFamilies, pathTo, type FilterFamily, type Route } from '../routes';
import type { BasePageContext, Text, WithLocales } from './types';

interface Facet {
  jsonId: number;
  slug: string;
  name: Text;
}
interface ListingContext extends BasePageContext {
  listKind: 'category' | 'color' | 'area' | 'filter';
  filterFamily?: FilterFamily;
  categoryId?: number;
  colorId?: number;
  areaId?: number;
  pageNumber: number;
  numPages: number;
}
interface ListingData extends WithLocales {
  allProduct: { totalCount: number; nodes: { jsonId: number; slug: string; code: string; name: Text; images: (ImageDataLike | null)[] }[] };
  category: (Facet & { description: Text }) | null;
  color: Facet | null;
  area: Facet | null;
  edge: Facet | null;
  finish: Facet | null;
  material: Facet | null;
  style: Facet | null;
  productType: Facet | null;
  allColor: { nodes: Facet[] };
  allEdge: { nodes: Facet[] };
  allFinish: { nodes: Facet[] };
  allMaterial: { nodes: Facet[] };
  allStyle: { nodes: Facet[] };
  allProductType: { nodes: Facet[] };
}

function listingTitle(data: ListingData, ctx: ListingContext): string {
  if (ctx.listKind === 'color') return data.color?.name.text ?? '';
  if (ctx.listKind === 'area') return data.area?.name.text ?? '';
  const facet = ctx.filterFamily ? data[ctx.filterFamily === 'type' ? 'productType' : ctx.filterFamily] : null;
  return [data.category?.name.text, facet?.name.text].filter(Boolean).join(' — ');
}

function pageRoute(ctx: ListingContext, data: ListingData, pageNumber: number): Route {
  if (ctx.listKind === 'color' && data.color) return { page: 'color', slug: data.color.slug, id: data.color.jsonId, pageNumber };
  if (ctx.listKind === 'area' && data.area) return { page: 'area', slug: data.area.slug, id: data.area.jsonId, pageNumber };
  return { page: 'category', slug: data.category?.slug ?? '', id: data.category?.jsonId ?? 0, pageNumber };
}

export default function ListingPage({ data, pageContext }: PageProps<ListingData, ListingContext>) {
  const { t } = useTranslation('pages');
  const lang = usePageLang();
  const title = listingTitle(data, pageContext);
  const category = data.category;
  const facetsOf: Record<FilterFamily, Facet[]> = {
    color: data.allColor.nodes,
    edge: data.allEdge.nodes,
    finish: data.allFinish.nodes,
    material: data.allMaterial.nodes,
    style: data.allStyle.nodes,
    type: data.allProductType.nodes,
  };
  const filterRoute = (family: FilterFamily, f: Facet): Route =>
    family === 'finish'
      ? { page: 'filter', categoryId: category?.jsonId ?? 0, family, slug: f.slug }
      : { page: 'filter', categoryId: category?.jsonId ?? 0, family, slug: f.slug, id: f.jsonId };

  return (
    <Layout>
      <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
        <ol>
          <li>
            <LocalizedLink to={pathTo(lang, { page: 'home' })}>{t('breadcrumb.home')}</LocalizedLink>
          </li>
          {pageContext.listKind === 'filter' && category && (
            <li>
              <LocalizedLink to={pathTo(lang, { page: 'category', slug: category.slug, id: category.jsonId })}>{category.name.text}</LocalizedLink>
            </li>
          )}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1>{title}</h1>
      {pageContext.listKind === 'category' && category && <p>{category.description.text}</p>}
      <p>{t('listing.count', { count: data.allProduct.totalCount })}</p>
      {data.allProduct.nodes.length === 0 ? (
        <p className="empty">
          {t('listing.empty')}{' '}
          {category && <LocalizedLink to={pathTo(lang, { page: 'category', slug: category.slug, id: category.jsonId })}>{t('listing.backToCategory', { name: category.name.text })}</LocalizedLink>}
        </p>
      ) : (
        <CardGrid
          cards={data.allProduct.nodes.map((p) => ({
            href: pathTo(lang, { page: 'product', slug: p.slug, id: p.jsonId }),
            title: p.name.text,
            subtitle: p.code,
            image: p.images[0],
          }))}
        />
      )}
      {pageContext.numPages > 1 && (
        <nav aria-label={t('listing.pagination')} className="pagination">
          <ul>
            {Array.from({ length: pageContext.numPages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <LocalizedLink to={pathTo(lang, pageRoute(pageContext, data, n))} aria-current={n === pageContext.pageNumber ? 'page' : undefined}>
                  {t('listing.page', { number: n })}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {category && (pageContext.listKind === 'category' || pageContext.listKind === 'filter') && (
        <section aria-labelledby="filters" className="filters">
          <h2 id="filters">{t('listing.filters')}</h2>
          {filterFamilies.map((family) => (
            <div key={family}>
              <h3>{t(`filters.${family}`)}</h3>
              <ul className="filter-links">
                {facetsOf[family].map((f) => (
                  <li key={f.slug}>
                    <LocalizedLink to={pathTo(lang, filterRoute(family, f))}>{f.name.text}</LocalizedLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<ListingData, ListingContext>) {
  return (
    <PageHead
      lang={pageContext.language}
      siteName={data.company.name}
      title={listingTitle(data, pageContext)}
      description={data.category?.description.text}
      noindex={data.allProduct.totalCount === 0}
    />
  );
}

export const query = graphql`
  query ListingPage(
    $language: String!
    $filter: ProductFilterInput!
    $skip: Int!
    $limit: Int!
    $categoryId: Int = -1
    $colorId: Int = -1
    $areaId: Int = -1
    $edgeId: Int = -1
    $finishId: Int = -1
    $materialId: Int = -1
    $styleId: Int = -1
    $typeId: Int = -1
  ) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
      ...PageLocales
    }
    company { name }
    allProduct(filter: $filter, sort: { jsonId: ASC }, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        jsonId
        slug
        code
        name { text(lang: $language) }
        images { childImageSharp { gatsbyImageData(width: 320, aspectRatio: 1.333) } }
      }
    }
    category(jsonId: { eq: $categoryId }) { jsonId slug name { text(lang: $language) } description { text(lang: $language) } }
    color(jsonId: { eq: $colorId }) { ...FacetName }
    area(jsonId: { eq: $areaId }) { ...FacetName }
    edge(jsonId: { eq: $edgeId }) { ...FacetName }
    finish(jsonId: { eq: $finishId }) { ...FacetName }
    material(jsonId: { eq: $materialId }) { ...FacetName }
    style(jsonId: { eq: $styleId }) { ...FacetName }
    productType(jsonId: { eq: $typeId }) { ...FacetName }
    allColor(sort: { jsonId: ASC }) { nodes { ...FacetName } }
    allEdge(sort: { jsonId: ASC }) { nodes { ...FacetName } }
    allFinish(sort: { jsonId: ASC }) { nodes { ...FacetName } }
    allMaterial(sort: { jsonId: ASC }) { nodes { ...FacetName } }
    allStyle(sort: { jsonId: ASC }) { nodes { ...FacetName } }
    allProductType(sort: { jsonId: ASC }) { nodes { ...FacetName } }
  }
`;
