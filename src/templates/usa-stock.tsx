// USA stock: all stock items (or those of one prerendered filter route), combinable filters whose
// state lives in the URL query (with "available now", worked out from the lots for the browser's date once the page is
// interactive), and links to every filter route. The prerendered HTML lists every item.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { breadcrumbList, itemList } from '../seo/structured-data';
import { LocalizedLink } from '../components/LocalizedLink';
import { UsaStockCard } from '../components/UsaStockCard';
import { UsaBrowseLinks, type UsaBrowseData } from '../components/usa/UsaBrowseLinks';
import { UsaStockList } from '../components/usa/UsaStockList';
import { usePageLang } from '../components/usePageLang';
import { pathTo } from '../routes';
import { selectionToQuery, type UsaSelection } from '../usa/filters';
import { facetOptions, itemFacets, knownValues, type FacetNode, type FacetNodes } from '../usa/facets';
import { present, type BasePageContext } from './types';
import { useWarehouseDate } from '../components/usa/useWarehouseDate';
import { stockOn } from '../usa/lots';
import { lotFromQuery } from '../usa/lot-query';
import { sizeText } from '../usa/format';

interface UsaStockContext extends BasePageContext {
  sizeLabel?: string;
  categoryId?: number;
  colorId?: number;
  areaId?: number;
}
type UsaStockData = Queries.UsaStockPageQuery;

/** The filter's name: a category, colour or area, or a size code written the page's way ("12 × 24 po"). */
function heading(data: UsaStockData, ctx: UsaStockContext, t: (key: string) => string): string | null {
  const size = ctx.sizeLabel && (sizeText(ctx.sizeLabel, ctx.language) ?? t(`usa:sizes.${ctx.sizeLabel}`));
  return data.category?.name.text ?? data.color?.name.text ?? data.area?.name.text ?? size ?? null;
}

/** On a filter route, the same view as a selection of the whole stock (for "filter the whole stock"). */
function routeSelection(ctx: UsaStockContext, nodes: FacetNodes): UsaSelection {
  const slug = (list: readonly FacetNode[], id?: number) => list.find((n) => n.jsonId === id)?.slug;
  const category = slug(nodes.category, ctx.categoryId);
  const color = slug(nodes.color, ctx.colorId);
  const area = slug(nodes.area, ctx.areaId);
  return { ...(category && { category: [category] }), ...(color && { color: [color] }), ...(area && { area: [area] }) };
}

export default function UsaStockPage({
  data,
  pageContext,
  location,
}: PageProps<Queries.UsaStockPageQuery, UsaStockContext>) {
  const { t } = useTranslation(['pages', 'usa']);
  const lang = usePageLang();
  const filterName = heading(data, pageContext, t);
  const nodes: FacetNodes = React.useMemo(
    () => ({
      category: data.categories.nodes,
      color: data.colors.nodes,
      area: data.areas.nodes,
      type: data.types.nodes,
      edge: data.edges.nodes,
      style: data.styles.nodes,
      material: data.materials.nodes,
      finish: data.finishes.nodes,
    }),
    [data],
  );
  const date = useWarehouseDate(data.allUsaStockItem.nodes[0]?.stockDate ?? '');
  const items = React.useMemo(
    () =>
      data.allUsaStockItem.nodes.map((node) => ({
        key: String(node.jsonId),
        facets: itemFacets(node, nodes, date !== '' && stockOn(node.lots.map(lotFromQuery), node, date).inStock),
      })),
    [data, nodes, date],
  );
  const availableLabel = t('usa:filters.availableNow');
  const options = React.useMemo(
    () => facetOptions(items, nodes, lang, availableLabel),
    [items, nodes, lang, availableLabel],
  );
  const known = React.useMemo(() => knownValues(options), [options]);
  // The cards never change after load: prerendered once, kept out of hydration (KeptList), filtered by showing a subset.
  const cards = React.useMemo(
    () =>
      data.allUsaStockItem.nodes.map((node) => ({ key: String(node.jsonId), element: <UsaStockCard item={node} /> })),
    [data],
  );
  const browse: UsaBrowseData = data.browse;

  return (
    <Layout>
      <h1>{filterName ? t('usa.stockFiltered', { name: filterName }) : t('usa.stockTitle')}</h1>
      {data.usaInfo && (
        <p>
          {t('usa.updated')}{' '}
          <time dateTime={data.usaInfo.stockUpdated}>
            {new Date(`${data.usaInfo.stockUpdated}T12:00:00Z`).toLocaleDateString(lang, {
              dateStyle: 'long',
              timeZone: 'UTC',
            })}
          </time>
        </p>
      )}
      {filterName && (
        <p>
          <LocalizedLink
            to={`${pathTo(lang, { page: 'usaStock' })}${selectionToQuery(routeSelection(pageContext, nodes))}`}
          >
            {t('usa:filters.filterAll')}
          </LocalizedLink>
        </p>
      )}
      <UsaStockList items={items} options={options} known={known} cards={cards} search={location.search} />
      <UsaBrowseLinks browse={browse} nodes={nodes} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.UsaStockPageQuery, UsaStockContext>) {
  const t = usePageHeadT(data.locales, pageContext.language);
  const name = heading(data, pageContext, t);
  const stockTitle = t('pages:usa.stockTitle');
  const title = name ? t('pages:usa.stockFiltered', { name }) : stockTitle;
  const items = data.allUsaStockItem.nodes;
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={title}
      description={name ? t('seo:description.usaStockFiltered', { name }) : t('seo:description.usaStock')}
      jsonLd={({ siteUrl, lang }) => {
        const stockPath = pathTo(lang, { page: 'usaStock' });
        const self = pageContext.seo?.alternates.find((a) => a.lang === lang)?.path ?? stockPath;
        const crumbs = [
          { name: t('pages:breadcrumb.home'), path: pathTo(lang, { page: 'home' }) },
          { name: stockTitle, path: stockPath },
          ...(name ? [{ name: title, path: self }] : []),
        ];
        const list = items.map((i) => ({
          name: i.name.text,
          path: pathTo(lang, { page: 'usaStockItem', id: i.jsonId }),
        }));
        return [breadcrumbList(siteUrl, crumbs), ...(list.length ? [itemList(siteUrl, title, list)] : [])];
      }}
    />
  );
}

export const query = graphql`
  query UsaStockPage(
    $language: String!
    $filter: UsaStockItemFilterInput = {}
    $categoryId: Int = -1
    $colorId: Int = -1
    $areaId: Int = -1
  ) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "usa", "seo"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    usaInfo {
      stockUpdated
    }
    allUsaStockItem(filter: $filter, sort: { jsonId: ASC }) {
      nodes {
        ...UsaStockCard
        stockDate
        lots {
          lot
          shade
          crates
          boxes
          sqft
          status
          holdUntil
          heldCrates
          heldBoxes
        }
        category
        colors
        areas
        types
        edge
        styles
        materials
        finishes
      }
    }
    browse: allUsaStockItem {
      categories: distinct(field: { category: SELECT })
      colors: distinct(field: { colors: SELECT })
      areas: distinct(field: { areas: SELECT })
      sizes: distinct(field: { size: SELECT })
      chipSizes: distinct(field: { chipSize: SELECT })
    }
    category(jsonId: { eq: $categoryId }) {
      name {
        text(lang: $language)
      }
    }
    color(jsonId: { eq: $colorId }) {
      name {
        text(lang: $language)
      }
    }
    area(jsonId: { eq: $areaId }) {
      name {
        text(lang: $language)
      }
    }
    categories: allCategory(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        name {
          text(lang: $language)
          en
        }
      }
    }
    colors: allColor(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        name {
          text(lang: $language)
          en
        }
      }
    }
    areas: allArea(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        name {
          text(lang: $language)
          en
        }
      }
    }
    types: allProductType(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        name {
          text(lang: $language)
          en
        }
      }
    }
    edges: allEdge(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        name {
          text(lang: $language)
          en
        }
      }
    }
    styles: allStyle(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        name {
          text(lang: $language)
          en
        }
      }
    }
    materials: allMaterial(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        name {
          text(lang: $language)
          en
        }
      }
    }
    finishes: allFinish(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        name {
          text(lang: $language)
          en
        }
      }
    }
  }
`;
