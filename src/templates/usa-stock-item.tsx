// USA stock item detail: every field, delivery terms and images.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { GatsbyImage, getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { LocalizedLink } from '../components/LocalizedLink';
import { usePageLang } from '../components/usePageLang';
import { pathTo } from '../routes';
import { usaTextLang, sqftToM2 } from '../data/usa-stock';
import type { BasePageContext, Text, WithLocales } from './types';

interface UsaItemData extends WithLocales {
  item: {
    jsonId: number;
    sku: string;
    name: Text;
    description: Text;
    color: Text;
    boxDetail: Text;
    crateDetail: Text;
    hashtags: string[];
    salePrice: number;
    inStock: boolean;
    sqftAvailable: number;
    surface: string;
    size: string;
    thickness: string | null;
    perBox: { pieces: number; sqft: number };
    perCrate: { boxes: number; sqft: number };
    images: (ImageDataLike | null)[];
  };
  edge: { name: Text } | null;
  finish: { name: Text } | null;
  usaInfo: { deliveryTerms: Text } | null;
}

export default function UsaStockItemPage({ data }: PageProps<UsaItemData, BasePageContext>) {
  const { t } = useTranslation('pages');
  const lang = usePageLang();
  const item = data.item;
  const textLang = usaTextLang(lang);
  const fallback = textLang !== lang ? textLang : undefined;
  const money = (n: number) => n.toLocaleString(lang, { style: 'currency', currency: 'USD' });
  return (
    <Layout>
      <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
        <ol>
          <li><LocalizedLink to={pathTo(lang, { page: 'home' })}>{t('breadcrumb.home')}</LocalizedLink></li>
          <li><LocalizedLink to={pathTo(lang, { page: 'usaStock' })}>{t('usa.stockTitle')}</LocalizedLink></li>
          <li aria-current="page" lang={fallback}>{item.name.text}</li>
        </ol>
      </nav>
      <h1 lang={fallback}>{item.name.text}</h1>
      <div className="product-images">
        {item.images.map((image, i) => {
          const img = image ? getImage(image) : undefined;
          return img ? <GatsbyImage key={i} image={img} alt={t('product.imageAlt', { name: item.name.text, number: i + 1 })} loading={i === 0 ? 'eager' : 'lazy'} /> : null;
        })}
      </div>
      <p lang={fallback}>{item.description.text}</p>
      <dl className="product-facts">
        <dt>{t('usa.fields.price')}</dt>
        <dd>{t('usa.perSqft', { price: money(item.salePrice) })}</dd>
        <dt>{t('usa.fields.inStock')}</dt>
        <dd>{item.inStock ? t('usa.inStock') : t('usa.outOfStock')}</dd>
        <dt>{t('usa.fields.available')}</dt>
        <dd>{t('usa.sqftWithM2', { sqft: item.sqftAvailable.toLocaleString(lang), m2: sqftToM2(item.sqftAvailable).toLocaleString(lang) })}</dd>
        <dt>{t('usa.fields.surfaceEdge')}</dt>
        <dd>{[data.finish?.name.text ?? item.surface, data.edge?.name.text].filter(Boolean).join(' / ')}</dd>
        <dt>{t('usa.fields.color')}</dt>
        <dd lang={fallback}>{item.color.text}</dd>
        <dt>{t('usa.fields.perBox')}</dt>
        <dd>{t('usa.perBoxValue', { pieces: item.perBox.pieces, sqft: item.perBox.sqft.toLocaleString(lang) })} <span lang={fallback}>({item.boxDetail.text})</span></dd>
        <dt>{t('usa.fields.perCrate')}</dt>
        <dd>{t('usa.perCrateValue', { boxes: item.perCrate.boxes, sqft: item.perCrate.sqft.toLocaleString(lang) })} <span lang={fallback}>({item.crateDetail.text})</span></dd>
        <dt>{t('usa.fields.size')}</dt>
        <dd>{[item.size, item.thickness].filter(Boolean).join(' × ')}</dd>
        <dt>{t('usa.fields.sku')}</dt>
        <dd>{item.sku}</dd>
      </dl>
      {data.usaInfo && (
        <section aria-labelledby="delivery">
          <h2 id="delivery">{t('usa.deliveryTerms')}</h2>
          <p>{data.usaInfo.deliveryTerms.text}</p>
        </section>
      )}
      {item.hashtags.length > 0 && <p className="hashtags">{item.hashtags.join(' ')}</p>}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<UsaItemData, BasePageContext>) {
  return <PageHead lang={pageContext.language} siteName={data.company.name} title={`${data.item.name.text} — ${data.item.sku}`} description={data.item.description.text} />;
}

export const query = graphql`
  query UsaStockItemPage($language: String!, $itemId: Int!, $edgeId: Int = -1, $surface: String = "") {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
      ...PageLocales
    }
    company { name }
    item: usaStockItem(jsonId: { eq: $itemId }) {
      jsonId
      sku
      name { text(lang: $language) }
      description { text(lang: $language) }
      color { text(lang: $language) }
      boxDetail { text(lang: $language) }
      crateDetail { text(lang: $language) }
      hashtags
      salePrice
      inStock
      sqftAvailable
      surface
      size
      thickness
      perBox { pieces sqft }
      perCrate { boxes sqft }
      images { childImageSharp { gatsbyImageData(width: 800, aspectRatio: 1.333) } }
    }
    edge(jsonId: { eq: $edgeId }) { name { text(lang: $language) } }
    finish(slug: { eq: $surface }) { name { text(lang: $language) } }
    usaInfo { deliveryTerms { text(lang: $language) } }
  }
`;
