// Product listings: a category, colour or area, or a category narrowed by one filter (colour, edge, finish, …).
// Longer listings paginate with real links; a category reached under an old or wrong name moves to its canonical path.
// A category listing's filters combine in the browser once it is interactive (FilterableListing); before that, and on
// the filter pages, they are links to the prerendered filter pages.
import React from 'react';
import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import type { TFunction } from 'i18next';
import { breadcrumbList, itemList } from '../seo/structured-data';
import { CardGrid } from '../components/ProductCard';
import { LocalizedLink } from '../components/LocalizedLink';
import { usePageLang } from '../components/usePageLang';
import { Breadcrumb, type Crumb } from '../components/catalogue/Breadcrumb';
import { FilterLinks } from '../components/catalogue/FilterLinks';
import { FilterableListing } from '../components/catalogue/FilterableListing';
import { ListingLayout } from '../components/catalogue/ListingLayout';
import { ListingPagination } from '../components/catalogue/ListingPagination';
import { filterFamilies, pathTo, type FilterFamily, type Route } from '../routes';
import { facetsByFamily } from '../catalogue/facets';
import { catalogueFilters, filterUses, type CatalogueFilterFacet, type FilterableProduct } from '../catalogue/filters';
import type { FilterOption } from '../filters/selection';
import type { Lang } from '../i18n/languages';
import type { FilterableCard, ProductCardContext } from '../node/pages/product-cards';
import { present, type BasePageContext, type Text } from './types';
import '../styles/catalogue.css';

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
  /** Per filter family, the slugs some product of the category has (category and filter pages only). */
  availableFacets?: Record<FilterFamily, string[]>;
  /**
   * The products of this page, in its language (src/node/pages/listing-pages.ts), and how many the whole listing has. A
   * category listing's pages carry every product of the category with its facets, and where their own cards start
   * and end among them.
   */
  products: (ProductCardContext | FilterableCard)[];
  totalCount: number;
  pageStart?: number;
  pageEnd?: number;
}
type ListingData = Queries.ListingPageQuery;

const currentFacet = (data: ListingData, ctx: ListingContext): Facet | null =>
  ctx.filterFamily ? data[ctx.filterFamily === 'type' ? 'productType' : ctx.filterFamily] : null;

function listingTitle(data: ListingData, ctx: ListingContext): string {
  if (ctx.listKind === 'color') return data.color?.name.text ?? '';
  if (ctx.listKind === 'area') return data.area?.name.text ?? '';
  return [data.category?.name.text, currentFacet(data, ctx)?.name.text].filter(Boolean).join(' — ');
}

function filterRoute(categoryId: number, family: FilterFamily, f: Facet): Route {
  return family === 'finish'
    ? { page: 'filter', categoryId, family, slug: f.slug }
    : { page: 'filter', categoryId, family, slug: f.slug, id: f.jsonId };
}

/** The route of this listing at a page number (the canonical path of the page itself for the current number). */
function listingRoute(ctx: ListingContext, data: ListingData, pageNumber: number): Route {
  if (ctx.listKind === 'color' && data.color)
    return { page: 'color', slug: data.color.slug, id: data.color.jsonId, pageNumber };
  if (ctx.listKind === 'area' && data.area)
    return { page: 'area', slug: data.area.slug, id: data.area.jsonId, pageNumber };
  const facet = currentFacet(data, ctx);
  if (ctx.listKind === 'filter' && ctx.filterFamily && facet)
    return filterRoute(data.category?.jsonId ?? 0, ctx.filterFamily, facet);
  return { page: 'category', slug: data.category?.slug ?? '', id: data.category?.jsonId ?? 0, pageNumber };
}

function canonicalPath(lang: Lang, ctx: ListingContext, data: ListingData): string {
  return pathTo(lang, listingRoute(ctx, data, ctx.pageNumber));
}

export default function ListingPage({
  data,
  pageContext,
  location,
}: PageProps<Queries.ListingPageQuery, ListingContext>) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('catalogue');
  const lang = usePageLang();
  const title = listingTitle(data, pageContext);
  const category = data.category;
  const { pageNumber, numPages, listKind } = pageContext;
  const canonical = canonicalPath(lang, pageContext, data);

  // Reached through the generic form with another name (/product/{old-name}/{id}): show the canonical address.
  React.useEffect(() => {
    if (location.pathname.replace(/\/?$/, '/') !== canonical)
      void navigate(`${canonical}${location.search}${location.hash}`, { replace: true });
  }, [location.pathname, location.search, location.hash, canonical]);

  const facetsOf = facetsByFamily(data);
  const selected = currentFacet(data, pageContext);
  const trail = listingTrail(lang, data, pageContext, title);
  // The cards in the page's language; the same array across renders, so the filters' results render only on a change.
  const cards = React.useMemo(
    () =>
      pageContext.products.map((p) => ({
        href: pathTo(lang, { page: 'product', slug: p.slug, id: p.id }),
        title: p.name,
        subtitle: p.code,
        image: p.image,
        facets: 'facets' in p ? p.facets : undefined,
      })),
    [pageContext.products, lang],
  );
  const filterable = filterableCards(cards);
  const options = React.useMemo(
    () => (filterable ? filterOptions(filterable, facetsOf, tc) : null),
    // facetsOf and tc are the page's, fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterable],
  );

  const pagination = (
    <ListingPagination
      pageNumber={pageNumber}
      numPages={numPages}
      pathOf={(n) => pathTo(lang, listingRoute(pageContext, data, n))}
    />
  );
  const links = category && pageContext.availableFacets && (
    <FilterLinks
      links={perFamily((family) => {
        const available = pageContext.availableFacets?.[family] ?? [];
        return facetsOf[family]
          .filter(
            (f) => available.includes(f.slug) || (family === pageContext.filterFamily && f.slug === selected?.slug),
          )
          .map((f) => ({
            slug: f.slug,
            label: f.name.text,
            href: pathTo(lang, filterRoute(category.jsonId, family, f)),
            current: family === pageContext.filterFamily && f.slug === selected?.slug,
          }));
      })}
    />
  );
  const empty = (
    <p className="empty">
      {t('listing.empty')}{' '}
      {category ? (
        <LocalizedLink to={pathTo(lang, { page: 'category', slug: category.slug, id: category.jsonId })}>
          {t('listing.backToCategory', { name: category.name.text })}
        </LocalizedLink>
      ) : (
        <LocalizedLink to={pathTo(lang, { page: 'home' })}>{tc('listing.browseCategories')}</LocalizedLink>
      )}
    </p>
  );
  const staticResults = (
    <>
      <p className="listing-count">{t('listing.count', { count: pageContext.totalCount })}</p>
      {cards.length === 0 ? empty : <CardGrid cards={cards} />}
      {pagination}
    </>
  );

  return (
    <Layout>
      <div className="catalogue-page listing">
        <Breadcrumb trail={trail} current={pageNumber > 1 ? t('listing.page', { number: pageNumber }) : title} />
        <h1>{title}</h1>
        {category && (listKind === 'category' || listKind === 'filter') && (
          <p className="listing-description">{category.description.text}</p>
        )}
        {filterable && options && links && cards.length > 0 ? (
          <FilterableListing
            cards={filterable}
            pageStart={pageContext.pageStart ?? 0}
            pageEnd={pageContext.pageEnd ?? filterable.length}
            options={options}
            search={location.search}
            links={links}
            pagination={pagination}
          />
        ) : links ? (
          <ListingLayout
            filters={
              <>
                {links}
                {category && pageContext.filterFamily && selected && (
                  <p className="listing-filter-all">
                    <LocalizedLink
                      to={`${pathTo(lang, { page: 'category', slug: category.slug, id: category.jsonId })}${catalogueFilters.selectionToQuery({ [pageContext.filterFamily]: [selected.slug] })}`}
                    >
                      {tc('filters.filterAll')}
                    </LocalizedLink>
                  </p>
                )}
              </>
            }
          >
            {staticResults}
          </ListingLayout>
        ) : (
          staticResults
        )}
      </div>
    </Layout>
  );
}

const perFamily = <T,>(make: (family: FilterFamily) => T) =>
  Object.fromEntries(filterFamilies.map((f) => [f, make(f)])) as Record<FilterFamily, T>;

/** The cards with their facets (a category listing's), else null. */
function filterableCards<C extends { facets?: FilterableProduct['facets'] }>(
  cards: C[],
): (C & FilterableProduct)[] | null {
  return cards.length > 0 && cards.every((c) => c.facets) ? (cards as (C & FilterableProduct)[]) : null;
}

/** Per facet, the options some card of the category has, in data order, named in the page's language. */
function filterOptions(
  cards: readonly FilterableProduct[],
  facetsOf: Record<FilterFamily, readonly Facet[]>,
  t: TFunction,
): Record<CatalogueFilterFacet, FilterOption[]> {
  return catalogueFilters.perFacet((facet) => {
    const used = new Set(cards.flatMap((c) => c.facets[facet]));
    if (facet === 'use')
      return filterUses
        .filter((u) => used.has(u.slug))
        .map((u) => ({ value: u.slug, label: t(`filters.uses.${u.slug}`) }));
    return facetsOf[facet].filter((f) => used.has(f.slug)).map((f) => ({ value: f.slug, label: f.name.text }));
  });
}

/** Breadcrumb links above the current listing page (home excluded): its category on a filter page, page 1 on later pages. */
function listingTrail(lang: Lang, data: ListingData, ctx: ListingContext, title: string): Crumb[] {
  const trail: Crumb[] = [];
  if (ctx.listKind === 'filter' && data.category)
    trail.push({
      label: data.category.name.text,
      href: pathTo(lang, { page: 'category', slug: data.category.slug, id: data.category.jsonId }),
    });
  if (ctx.pageNumber > 1) trail.push({ label: title, href: pathTo(lang, listingRoute(ctx, data, 1)) });
  return trail;
}

function listingDescription(t: TFunction, data: ListingData, ctx: ListingContext): string | undefined {
  if (ctx.listKind === 'color' && data.color) return t('seo:description.color', { name: data.color.name.text });
  if (ctx.listKind === 'area' && data.area) return t('seo:description.area', { name: data.area.name.text });
  return data.category?.description.text;
}

export function Head({ data, pageContext }: HeadProps<Queries.ListingPageQuery, ListingContext>) {
  const t = usePageHeadT(data.locales, pageContext.language);
  const title = listingTitle(data, pageContext);
  const { pageNumber, numPages } = pageContext;
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={pageNumber > 1 ? `${title} (${pageNumber}/${numPages})` : title}
      description={listingDescription(t, data, pageContext)}
      noindex={pageContext.totalCount === 0}
      jsonLd={({ siteUrl, lang }) => {
        const crumbs = [
          { name: t('pages:breadcrumb.home'), path: pathTo(lang, { page: 'home' }) },
          ...listingTrail(lang, data, pageContext, title).map((c) => ({ name: c.label, path: c.href })),
        ];
        crumbs.push({
          name: pageNumber > 1 ? t('pages:listing.page', { number: pageNumber }) : title,
          path: canonicalPath(lang, pageContext, data),
        });
        const products = pageContext.products.slice(pageContext.pageStart ?? 0, pageContext.pageEnd).map((p) => ({
          name: p.name,
          path: pathTo(lang, { page: 'product', slug: p.slug, id: p.id }),
        }));
        return [breadcrumbList(siteUrl, crumbs), ...(products.length ? [itemList(siteUrl, title, products)] : [])];
      }}
    />
  );
}

export const query = graphql`
  # The products come in the page context: a query over allProduct would re-run for every product edit.
  query ListingPage(
    $language: String!
    $categoryId: Int = -1
    $colorId: Int = -1
    $areaId: Int = -1
    $edgeId: Int = -1
    $finishId: Int = -1
    $materialId: Int = -1
    $styleId: Int = -1
    $typeId: Int = -1
  ) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "pages", "catalogue", "seo", "a11y"] } }
    ) {
      ...PageLocales
    }
    company {
      name
    }
    category(jsonId: { eq: $categoryId }) {
      jsonId
      slug
      name {
        text(lang: $language)
      }
      description {
        text(lang: $language)
      }
    }
    color(jsonId: { eq: $colorId }) {
      ...FacetName
    }
    area(jsonId: { eq: $areaId }) {
      ...FacetName
    }
    edge(jsonId: { eq: $edgeId }) {
      ...FacetName
    }
    finish(jsonId: { eq: $finishId }) {
      ...FacetName
    }
    material(jsonId: { eq: $materialId }) {
      ...FacetName
    }
    style(jsonId: { eq: $styleId }) {
      ...FacetName
    }
    productType(jsonId: { eq: $typeId }) {
      ...FacetName
    }
    allColor(sort: { jsonId: ASC }) {
      nodes {
        ...FacetName
      }
    }
    allEdge(sort: { jsonId: ASC }) {
      nodes {
        ...FacetName
      }
    }
    allFinish(sort: { jsonId: ASC }) {
      nodes {
        ...FacetName
      }
    }
    allMaterial(sort: { jsonId: ASC }) {
      nodes {
        ...FacetName
      }
    }
    allStyle(sort: { jsonId: ASC }) {
      nodes {
        ...FacetName
      }
    }
    allProductType(sort: { jsonId: ASC }) {
      nodes {
        ...FacetName
      }
    }
  }
`;
