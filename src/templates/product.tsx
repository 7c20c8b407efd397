// Product detail: the page query and head; the content (photos, add to quote list, tabs, specifications, hashtags,
// similar products) is src/views/ProductView.tsx, which the CMS preview renders too. All tab panels are in the HTML; a
// print stylesheet turns the page into one A4 sheet.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { breadcrumbList, product } from '../seo/structured-data';
import { shareImage } from '../seo/share-image';
import { pathTo } from '../routes';
import { ProductView } from '../views/ProductView';
import { technicalFromQuery } from '../data/technical';
import { technicalJsonLd } from '../seo/technical-json-ld';
import type { ProductCardContext } from '../node/pages/product-cards';
import { present, type BasePageContext } from './types';

interface ProductContext extends BasePageContext {
  productId: number;
  categoryId: number;
  /** Ranked similar products in the page's language (src/node/pages/detail-pages.ts). */
  similar: ProductCardContext[];
  surfaces: string[];
  /** The room visualizer can lay this product (src/node/pages/detail-pages.ts). */
  visualizer?: boolean;
}
export default function ProductPage({ data, pageContext }: PageProps<Queries.ProductPageQuery, ProductContext>) {
  // The stone type's surface order (honed, polished, brushed, …), whatever order the query returns.
  const surfaces = pageContext.surfaces.flatMap((slug) => data.surfaces.nodes.find((n) => n.slug === slug) ?? []);
  return (
    <Layout>
      <ProductView
        product={present(data.product, 'product')}
        surfaces={surfaces}
        similar={pageContext.similar}
        visualizer={pageContext.visualizer}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ProductPageQuery, ProductContext>) {
  const t = usePageHeadT(data.locales, pageContext.language);
  const p = present(data.product, 'product');
  const images = (p.images ?? []).flatMap((img) => shareImage(img?.full, p.name.text) ?? []);
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={p.name.text}
      description={p.description.text}
      image={images[0]}
      lcpImage={(p.images ?? []).find((img) => img?.large)?.large}
      ogType="product"
      jsonLd={({ siteUrl, lang }) => {
        const path = pathTo(lang, { page: 'product', slug: p.slug, id: p.jsonId });
        const category = p.categoryNode;
        return [
          product(siteUrl, {
            name: p.name.text,
            description: p.description.text,
            sku: p.code,
            path,
            images: images.map((i) => i.src),
            brand: present(data.company, 'company').name,
            category: category?.name.text,
            additionalProperty: technicalJsonLd(
              technicalFromQuery(p.technical),
              (key, vars) => t(`technical:${key}`, vars ?? {}),
              Object.fromEntries(p.finishNodes.map((f) => [f.slug, f.name.text])),
            ),
          }),
          breadcrumbList(siteUrl, [
            { name: t('pages:breadcrumb.home'), path: pathTo(lang, { page: 'home' }) },
            ...(category
              ? [
                  {
                    name: category.name.text,
                    path: pathTo(lang, { page: 'category', slug: category.slug, id: category.jsonId }),
                  },
                ]
              : []),
            { name: p.name.text, path },
          ]),
        ];
      }}
    />
  );
}

export const query = graphql`
  # Similar products come in the page context: a query over allProduct would re-run for every product edit.
  query ProductPage($language: String!, $productId: Int!, $surfaces: [String!]!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "pages", "catalogue", "technical"] } }
    ) {
      ...PageLocales
    }
    company {
      name
    }
    product(jsonId: { eq: $productId }) {
      jsonId
      slug
      code
      category
      name {
        text(lang: $language)
      }
      description {
        text(lang: $language)
      }
      stoneType {
        text(lang: $language)
      }
      country {
        text(lang: $language)
      }
      variation {
        var_1
        var_2
      }
      sizes {
        label
        thickness
      }
      price {
        amount
        currency
        unit
      }
      technical {
        ...TechnicalFields
      }
      hashtags
      images {
        # large and full ask for the same widths (400, 800, 1600 where the photo has them): the same URLs, resized once
        large: gatsbyImageData(width: 800, aspectRatio: 1.333, outputPixelDensities: [0.5, 1, 2])
        thumb: gatsbyImageData(width: 96, aspectRatio: 1.333, outputPixelDensities: [1, 2])
        full: gatsbyImageData(width: 1600, outputPixelDensities: [0.5, 1])
      }
      categoryNode {
        jsonId
        slug
        application
        name {
          text(lang: $language)
        }
      }
      colorNodes {
        ...FacetName
      }
      areaNodes {
        ...FacetName
      }
      edgeNodes {
        ...FacetName
      }
      finishNodes {
        ...FacetName
      }
      materialNodes {
        ...FacetName
      }
      styleNodes {
        ...FacetName
      }
      typeNodes {
        ...FacetName
      }
    }
    surfaces: allFinish(filter: { slug: { in: $surfaces } }) {
      nodes {
        slug
        name {
          text(lang: $language)
        }
        image {
          gatsbyImageData(width: 160, aspectRatio: 1.333, outputPixelDensities: [1, 2])
        }
      }
    }
  }
`;
