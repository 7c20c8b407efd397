// Product detail: images, code, stone type, country, variation, sizes, price, description and similar products.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { GatsbyImage, getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { CardGrid } from '../components/ProductCard';
import { LocalizedLink } from '../components/LocalizedLink';
import { usePageLang } from '../components/usePageLang';
import { pathTo } from '../routes';
import { variationFor, type Variation } from '../data/product';
import { sheetsFor, isApplicationKey } from '../data/application';
import { ApplicationTable } from '../components/ApplicationTable';
import type { BasePageContext, Text, WithLocales } from './types';

interface ProductContext extends BasePageContext {
  productId: number;
  categoryId: number;
}
interface ProductData extends WithLocales {
  product: {
    jsonId: number;
    slug: string;
    code: string;
    category: number;
    name: Text;
    description: Text;
    stoneType: Text;
    country: Text;
    variation: Variation;
    sizes: { label: string; thickness: string | null }[];
    price: { amount: number; currency: string; unit: string } | null;
    hashtags: string[];
    images: (ImageDataLike | null)[];
    categoryNode: { jsonId: number; slug: string; name: Text; application: string | null } | null;
  };
  allFinish: { nodes: { slug: string; name: Text }[] };
  similar: { nodes: { jsonId: number; slug: string; code: string; name: Text; images: (ImageDataLike | null)[] }[] };
}

export default function ProductPage({ data }: PageProps<ProductData, ProductContext>) {
  const { t } = useTranslation('pages');
  const lang = usePageLang();
  const p = data.product;
  const category = p.categoryNode;
  const applicationKey = isApplicationKey(category?.application) ? category.application : null;
  const sheets = sheetsFor(applicationKey);
  return (
    <Layout>
      <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
        <ol>
          <li><LocalizedLink to={pathTo(lang, { page: 'home' })}>{t('breadcrumb.home')}</LocalizedLink></li>
          {category && (
            <li><LocalizedLink to={pathTo(lang, { page: 'category', slug: category.slug, id: category.jsonId })}>{category.name.text}</LocalizedLink></li>
          )}
          <li aria-current="page">{p.name.text}</li>
        </ol>
      </nav>
      <h1>{p.name.text}</h1>
      <div className="product-images">
        {p.images.map((image, i) => {
          const img = image ? getImage(image) : undefined;
          return img ? <GatsbyImage key={i} image={img} alt={t('product.imageAlt', { name: p.name.text, number: i + 1 })} loading={i === 0 ? 'eager' : 'lazy'} /> : null;
        })}
      </div>
      <p>{p.description.text}</p>
      <dl className="product-facts">
        <dt>{t('product.code')}</dt>
        <dd>{p.code}</dd>
        <dt>{t('product.stoneType')}</dt>
        <dd>{p.stoneType.text}</dd>
        <dt>{t('product.country')}</dt>
        <dd>{p.country.text}</dd>
        <dt>{t('product.variation')}</dt>
        <dd>{t(`product.variations.${variationFor(p.category, p.variation)}`)}</dd>
        <dt>{t('product.sizes')}</dt>
        <dd>{p.sizes.map((s) => s.label).join(', ')}</dd>
        <dt>{t('product.price')}</dt>
        <dd>
          {p.price
            ? t('product.priceValue', { amount: p.price.amount.toLocaleString(lang, { style: 'currency', currency: p.price.currency }), unit: t(`units.${p.price.unit}`) })
            : t('product.priceOnRequest')}
        </dd>
      </dl>
      {sheets.application && applicationKey && (
        <ApplicationTable applicationKey={applicationKey} finishNames={new Map(data.allFinish.nodes.map((f) => [f.slug, f.name.text]))} />
      )}
      {p.hashtags.length > 0 && <p className="hashtags">{p.hashtags.join(' ')}</p>}
      {data.similar.nodes.length > 0 && (
        <section aria-labelledby="similar">
          <h2 id="similar">{t('product.similar')}</h2>
          <CardGrid
            cards={data.similar.nodes.map((s) => ({
              href: pathTo(lang, { page: 'product', slug: s.slug, id: s.jsonId }),
              title: s.name.text,
              subtitle: s.code,
              image: s.images[0],
            }))}
          />
        </section>
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<ProductData, ProductContext>) {
  return <PageHead lang={pageContext.language} siteName={data.company.name} title={data.product.name.text} description={data.product.description.text} />;
}

export const query = graphql`
  query ProductPage($language: String!, $productId: Int!, $categoryId: Int!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
      ...PageLocales
    }
    company { name }
    product(jsonId: { eq: $productId }) {
      jsonId
      slug
      code
      category
      name { text(lang: $language) }
      description { text(lang: $language) }
      stoneType { text(lang: $language) }
      country { text(lang: $language) }
      variation { var_1 var_2 }
      sizes { label thickness }
      price { amount currency unit }
      hashtags
      images { childImageSharp { gatsbyImageData(width: 800, aspectRatio: 1.333) } }
      categoryNode { jsonId slug application name { text(lang: $language) } }
    }
    allFinish { nodes { slug name { text(lang: $language) } } }
    similar: allProduct(filter: { category: { eq: $categoryId }, jsonId: { ne: $productId } }, limit: 4, sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        code
        name { text(lang: $language) }
        images { childImageSharp { gatsbyImageData(width: 320, aspectRatio: 1.333) } }
      }
    }
  }
`;
