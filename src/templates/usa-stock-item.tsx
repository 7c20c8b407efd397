// USA stock item detail: the page query and head; the content (every field, images, delivery terms, the calculator,
// similar stock) is src/views/UsaStockItemView.tsx, which the CMS preview renders too.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { getImage } from '../components/Photo';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { breadcrumbList, product } from '../seo/structured-data';
import { shareImage } from '../seo/share-image';
import { pathTo } from '../routes';
import { usaLabel } from '../data/usa-stock';
import { UsaStockItemView } from '../views/UsaStockItemView';
import { present, type BasePageContext } from './types';
import { technicalFromQuery } from '../data/technical';
import { technicalJsonLd } from '../seo/technical-json-ld';
import { stockOn } from '../usa/lots';
import { lotFromQuery } from '../usa/lot-query';

interface UsaItemContext extends BasePageContext {
  /** The room visualizer can lay this item (src/node/pages/detail-pages.ts). */
  visualizer?: boolean;
}

export default function UsaStockItemPage({
  data,
  pageContext,
}: PageProps<Queries.UsaStockItemPageQuery, UsaItemContext>) {
  return (
    <Layout>
      <UsaStockItemView
        item={present(data.item, 'USA stock item')}
        similar={data.similar.nodes}
        usaInfo={data.usaInfo}
        visualizer={pageContext.visualizer}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.UsaStockItemPageQuery, BasePageContext>) {
  const t = usePageHeadT(data.locales, pageContext.language);
  const item = present(data.item, 'USA stock item');
  const images = (item.large ?? []).flatMap((img) => shareImage(img, item.name.text) ?? []);
  const stock = stockOn(item.lots.map(lotFromQuery), item, item.stockDate);
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={`${item.name.text} — ${item.sku}`}
      description={item.description.text}
      image={images[0]}
      lcpImage={(item.large ?? []).map((img) => (img ? getImage(img) : undefined)).find(Boolean)}
      ogType="product"
      jsonLd={({ siteUrl, lang }) => {
        const path = pathTo(lang, { page: 'usaStockItem', id: item.jsonId });
        return [
          product(siteUrl, {
            name: item.name.text,
            description: item.description.text,
            sku: item.sku,
            path,
            images: images.map((i) => i.src),
            brand: present(data.company, 'company').name,
            category: item.categoryNode ? usaLabel(item.categoryNode.name).text : undefined,
            color: item.color.text,
            additionalProperty: technicalJsonLd(
              technicalFromQuery(item.productNode?.technical),
              (key, vars) => t(`technical:${key}`, vars ?? {}),
              Object.fromEntries(item.productNode?.finishNodes.map((f) => [f.slug, f.name.text]) ?? []),
            ),
            // Sale price per square foot (UN/CEFACT FTK), with what the lots have free on the build's date.
            offer: {
              price: item.salePrice,
              currency: 'USD',
              availability: stock.availability,
              unitCode: 'FTK',
              inventoryLevel: stock.inventoryLevel,
            },
          }),
          breadcrumbList(siteUrl, [
            { name: t('pages:breadcrumb.home'), path: pathTo(lang, { page: 'home' }) },
            { name: t('pages:usa.stockTitle'), path: pathTo(lang, { page: 'usaStock' }) },
            { name: item.name.text, path },
          ]),
        ];
      }}
    />
  );
}

export const query = graphql`
  query UsaStockItemPage($language: String!, $itemId: Int!, $categoryId: Int!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "usa", "technical"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    item: usaStockItem(jsonId: { eq: $itemId }) {
      ...UsaStockCard
      description {
        text(lang: $language)
      }
      color {
        text(lang: $language)
      }
      boxDetail {
        text(lang: $language)
      }
      crateDetail {
        text(lang: $language)
      }
      hashtags
      ...UsaLotTable
      categoryNode {
        name {
          text(lang: $language)
          en
        }
      }
      productNode {
        jsonId
        slug
        technical {
          ...TechnicalFields
        }
        finishNodes {
          ...FacetName
        }
      }
      large: images {
        gatsbyImageData(width: 800, aspectRatio: 1.333, outputPixelDensities: [0.5, 1, 2])
      }
    }
    similar: allUsaStockItem(
      filter: { category: { eq: $categoryId }, jsonId: { ne: $itemId } }
      sort: [{ inStock: DESC }, { jsonId: ASC }]
      limit: 4
    ) {
      nodes {
        ...UsaStockCard
      }
    }
    usaInfo {
      deliveryTerms {
        text(lang: $language)
      }
      terms {
        discountAboveSqft
        breakagePercent {
          min
          max
        }
      }
    }
  }
`;
