// USA stock: all stock items, or those of one prerendered filter (area, category, colour, size, mosaic size).
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, localeText } from '../components/PageHead';
import { UsaStockCard, type UsaStockCardData } from '../components/UsaStockCard';
import type { BasePageContext, Text, WithLocales } from './types';

interface UsaStockContext extends BasePageContext {
  sizeLabel?: string;
}
interface UsaStockData extends WithLocales {
  usaInfo: { stockUpdated: string } | null;
  allUsaStockItem: { nodes: UsaStockCardData[] };
  category: { name: Text } | null;
  color: { name: Text } | null;
  area: { name: Text } | null;
}

function heading(data: UsaStockData, ctx: UsaStockContext): string | null {
  return data.category?.name.text ?? data.color?.name.text ?? data.area?.name.text ?? ctx.sizeLabel ?? null;
}

export default function UsaStockPage({ data, pageContext }: PageProps<UsaStockData, UsaStockContext>) {
  const { t } = useTranslation('pages');
  const filterName = heading(data, pageContext);
  return (
    <Layout>
      <h1>{filterName ? t('usa.stockFiltered', { name: filterName }) : t('usa.stockTitle')}</h1>
      {data.usaInfo && (
        <p>
          {t('usa.updated')} <time dateTime={data.usaInfo.stockUpdated}>{new Date(`${data.usaInfo.stockUpdated}T12:00:00Z`).toLocaleDateString(pageContext.language, { dateStyle: 'long', timeZone: 'UTC' })}</time>
        </p>
      )}
      <p>{t('usa.count', { count: data.allUsaStockItem.nodes.length })}</p>
      <ul className="card-grid">
        {data.allUsaStockItem.nodes.map((item) => (
          <UsaStockCard key={item.jsonId} item={item} />
        ))}
      </ul>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<UsaStockData, UsaStockContext>) {
  const name = heading(data, pageContext);
  const title = name ? localeText(data.locales, 'pages', 'usa.stockFiltered', { name }) : localeText(data.locales, 'pages', 'usa.stockTitle');
  return <PageHead lang={pageContext.language} siteName={data.company.name} title={title} />;
}

export const query = graphql`
  query UsaStockPage(
    $language: String!
    $filter: UsaStockItemFilterInput = {}
    $categoryId: Int = -1
    $colorId: Int = -1
    $areaId: Int = -1
  ) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
      ...PageLocales
    }
    company { name }
    usaInfo { stockUpdated }
    allUsaStockItem(filter: $filter, sort: { jsonId: ASC }) {
      nodes {
        jsonId
        sku
        salePrice
        inStock
        sqftAvailable
        size
        name { text(lang: $language) }
        images { childImageSharp { gatsbyImageData(width: 320, aspectRatio: 1.333) } }
      }
    }
    category(jsonId: { eq: $categoryId }) { name { text(lang: $language) } }
    color(jsonId: { eq: $colorId }) { name { text(lang: $language) } }
    area(jsonId: { eq: $areaId }) { name { text(lang: $language) } }
  }
`;
