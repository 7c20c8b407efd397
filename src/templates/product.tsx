// Product detail: photos, add to quote list, tabs (detail, application, size and price), specifications, hashtags
// and similar products. All tab panels are in the HTML; a print stylesheet turns the page into one A4 sheet.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { breadcrumbList, product } from '../seo/structured-data';
import { shareImage } from '../seo/share-image';
import { CardGrid } from '../components/ProductCard';
import { usePageLang } from '../components/usePageLang';
import { filePathTo, pathTo } from '../routes';
import { variationFor } from '../data/product';
import { sheetsFor, isApplicationKey } from '../data/application';
import { ApplicationTable, SurfaceList } from '../components/ApplicationTable';
import { Breadcrumb } from '../components/catalogue/Breadcrumb';
import { Tabs, type TabSpec } from '../components/Tabs';
import { ProductGallery, type GalleryImage } from '../components/catalogue/ProductGallery';
import { AddToQuote } from '../components/catalogue/AddToQuote';
import { OrderSample } from '../samples/OrderSample';
import { SeeInRoomLink } from '../components/SeeInRoomLink';
import { SizeTable } from '../components/catalogue/SizeTable';
import { ProductSpecs } from '../components/catalogue/ProductSpecs';
import { TechnicalProperties } from '../components/technical/TechnicalProperties';
import { hasTechnicalValues, technicalFromQuery } from '../data/technical';
import { technicalJsonLd } from '../seo/technical-json-ld';
import type { ProductCardContext } from '../node/pages/product-cards';
import { present, type BasePageContext } from './types';
import '../styles/catalogue.css';

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
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('catalogue');
  const lang = usePageLang();
  const p = present(data.product, 'product');
  const category = p.categoryNode;
  const applicationKey = isApplicationKey(category?.application) ? category.application : null;
  const sheets = sheetsFor(applicationKey);
  const gallery: GalleryImage[] = (p.images ?? []).flatMap((img, i) =>
    img?.large && img.thumb && img.full
      ? [
          {
            large: img.large,
            thumb: img.thumb,
            full: img.full,
            alt: t('product.imageAlt', { name: p.name.text, number: i + 1 }),
          },
        ]
      : [],
  );
  // The stone type's surface order (honed, polished, brushed, …), whatever order the query returns.
  const surfaces = pageContext.surfaces.flatMap((slug) => {
    const f = data.surfaces.nodes.find((n) => n.slug === slug);
    return f ? [{ slug, name: f.name.text, image: f.image?.gatsbyImageData ?? null }] : [];
  });
  const similar = pageContext.similar;
  const technical = technicalFromQuery(p.technical);

  const tabs: TabSpec[] = [
    {
      id: 'detail',
      label: tc('tabs.detail'),
      content: (
        <dl className="product-facts">
          <dt>{t('product.code')}</dt>
          <dd className="product-code">{p.code}</dd>
          <dt>{t('product.stoneType')}</dt>
          <dd>{p.stoneType.text}</dd>
          <dt>{t('product.country')}</dt>
          <dd>{p.country.text}</dd>
          <dt>{t('product.variation')}</dt>
          <dd>{t(`product.variations.${variationFor(p.category, p.variation)}`)}</dd>
        </dl>
      ),
    },
  ];
  if (sheets.application || sheets.specification || surfaces.length > 0 || hasTechnicalValues(technical)) {
    tabs.push({
      id: 'application',
      label: tc('tabs.application'),
      content: (
        <>
          {hasTechnicalValues(technical) && (
            <TechnicalProperties
              data={technical}
              finishNames={Object.fromEntries(p.finishNodes.map((f) => [f.slug, f.name.text]))}
              section="catalogue"
            />
          )}
          {sheets.application && applicationKey && <ApplicationTable applicationKey={applicationKey} />}
          {sheets.specification && (
            <p>
              <a href="#specifications">{tc('specification.link')}</a>
            </p>
          )}
          <SurfaceList surfaces={surfaces} />
        </>
      ),
    });
  }
  tabs.push({
    id: 'size-price',
    label: tc('tabs.sizePrice'),
    content: (
      <>
        <SizeTable sizes={p.sizes} t={tc} className="size-table" />
        <p className="product-price">
          <strong>{t('product.price')}: </strong>
          {p.price
            ? t('product.priceValue', {
                amount: p.price.amount.toLocaleString(lang, { style: 'currency', currency: p.price.currency }),
                unit: t(`units.${p.price.unit}`),
              })
            : t('product.priceOnRequest')}
        </p>
      </>
    ),
  });

  return (
    <Layout>
      <article className="product-detail catalogue-page">
        <Breadcrumb
          trail={
            category
              ? [
                  {
                    label: category.name.text,
                    href: pathTo(lang, { page: 'category', slug: category.slug, id: category.jsonId }),
                  },
                ]
              : []
          }
          current={p.name.text}
        />
        <h1>{p.name.text}</h1>
        <div className="product-top">
          <ProductGallery images={gallery} name={p.name.text} />
          <div className="product-summary">
            <p className="product-code-line">
              {t('product.code')}: <strong>{p.code}</strong>
            </p>
            <p>{p.description.text}</p>
            <AddToQuote
              product={{ id: p.jsonId, code: p.code, name: p.name.text, sizes: p.sizes.map((s) => s.label) }}
              quotePath={pathTo(lang, { page: 'quote' })}
            />
            <OrderSample
              kind="product"
              id={p.jsonId}
              finishes={p.finishNodes.map((f) => ({ slug: f.slug, name: f.name.text }))}
            />
            {pageContext.visualizer && <SeeInRoomLink kind="product" id={p.jsonId} />}
          </div>
        </div>
        <Tabs label={tc('tabs.label')} tabs={tabs} />
        <ProductSpecs
          categoryId={p.category}
          datasheet={filePathTo(lang, { file: 'datasheet', slug: p.slug, id: p.jsonId })}
          groups={{
            colors: p.colorNodes,
            areas: p.areaNodes,
            edges: p.edgeNodes,
            finishes: p.finishNodes,
            materials: p.materialNodes,
            styles: p.styleNodes,
            types: p.typeNodes,
          }}
        />
        {p.hashtags.length > 0 && (
          <section aria-labelledby="hashtags" className="hashtags">
            <h2 id="hashtags" className="visually-hidden">
              {tc('hashtags')}
            </h2>
            <ul className="inline-list">
              {p.hashtags.map((tag) => (
                <li key={tag}>
                  {/* A plain link: the search page and its index are not prefetched from product pages. */}
                  <a href={pathTo(lang, { page: 'search', term: tag.replace(/^#/, '') })}>{tag}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {similar.length > 0 && (
          <section aria-labelledby="similar" className="similar-products">
            <h2 id="similar">{t('product.similar')}</h2>
            <CardGrid
              cards={similar.map((s) => ({
                href: pathTo(lang, { page: 'product', slug: s.slug, id: s.id }),
                title: s.name,
                subtitle: s.code,
                image: s.image,
              }))}
            />
          </section>
        )}
      </article>
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
