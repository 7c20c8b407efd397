// USA stock item detail: every field, images, delivery terms, the box/crate calculator with "request this item",
// and similar stock. Item texts fall back to English in ru and ar, marked lang="en".
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { getImage } from 'gatsby-plugin-image';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { breadcrumbList, product } from '../seo/structured-data';
import { shareImage } from '../seo/share-image';
import { LocalizedLink } from '../components/LocalizedLink';
import { usePageLang } from '../components/usePageLang';
import { SurfaceAndEdge, UsaStockCard, usd } from '../components/UsaStockCard';
import { UsaCalculator } from '../components/usa/UsaCalculator';
import { LotTable } from '../components/usa/LotTable';
import { UsaPhotos, type UsaPhoto } from '../components/usa/UsaPhotos';
import { pathTo } from '../routes';
import { OrderSample } from '../samples/OrderSample';
import { SeeInRoomLink } from '../components/SeeInRoomLink';
import { sqftToM2, usaFallbackLang, usaLabel } from '../data/usa-stock';
import { present, type BasePageContext } from './types';
import { TechnicalProperties } from '../components/technical/TechnicalProperties';
import { hasTechnicalValues, technicalFromQuery } from '../data/technical';
import { technicalJsonLd } from '../seo/technical-json-ld';
import { stockOn } from '../usa/lots';
import { lotFromQuery } from '../usa/lot-query';
import '../styles/usa.css';

interface UsaItemContext extends BasePageContext {
  /** The room visualizer can lay this item (src/node/pages/detail-pages.ts). */
  visualizer?: boolean;
}

export default function UsaStockItemPage({
  data,
  pageContext,
}: PageProps<Queries.UsaStockItemPageQuery, UsaItemContext>) {
  const { t } = useTranslation(['pages', 'usa']);
  const lang = usePageLang();
  const item = present(data.item, 'USA stock item');
  const fallback = usaFallbackLang(lang);
  const fmt = (n: number) => n.toLocaleString(lang);
  const category = item.categoryNode ? usaLabel(item.categoryNode.name, lang) : null;
  // Test values come from the catalogue product the stock item is cut from, when it names one.
  const technical = technicalFromQuery(item.productNode?.technical);
  const photos: UsaPhoto[] = (item.large ?? []).flatMap((image, i) => {
    const full = image ? getImage(image) : undefined;
    const thumbSource = (item.images ?? [])[i];
    const thumb = thumbSource ? getImage(thumbSource) : undefined;
    return full
      ? [{ full, thumb: thumb ?? full, alt: t('product.imageAlt', { name: item.name.text, number: i + 1 }) }]
      : [];
  });
  return (
    <Layout>
      <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
        <ol>
          <li>
            <LocalizedLink to={pathTo(lang, { page: 'home' })}>{t('breadcrumb.home')}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to={pathTo(lang, { page: 'usaStock' })}>{t('usa.stockTitle')}</LocalizedLink>
          </li>
          <li aria-current="page" lang={fallback}>
            {item.name.text}
          </li>
        </ol>
      </nav>
      <article className="usa-item">
        <h1 lang={fallback}>{item.name.text}</h1>
        <div className="usa-item-layout">
          <UsaPhotos photos={photos} name={item.name.text} />
          <div>
            <p className="usa-card-price">{t('usa.perSqft', { price: usd(item.salePrice, lang) })}</p>
            <p lang={fallback}>{item.description.text}</p>
            <dl className="product-facts">
              <dt>{t('usa.fields.inStock')}</dt>
              <dd>{item.inStock ? t('usa.inStock') : t('usa.outOfStock')}</dd>
              <dt>{t('usa.fields.available')}</dt>
              <dd>{t('usa.sqftWithM2', { sqft: fmt(item.sqftAvailable), m2: fmt(sqftToM2(item.sqftAvailable)) })}</dd>
              {category && (
                <>
                  <dt>{t('usa:detail.category')}</dt>
                  <dd lang={category.lang}>{category.text}</dd>
                </>
              )}
              <dt>{t('usa.fields.surfaceEdge')}</dt>
              <dd>
                <SurfaceAndEdge item={item} />
              </dd>
              <dt>{t('usa.fields.color')}</dt>
              <dd lang={fallback}>{item.color.text}</dd>
              <dt>{t('usa.fields.perBox')}</dt>
              <dd>
                {t('usa.perBoxValue', { pieces: item.perBox.pieces, sqft: fmt(item.perBox.sqft) })}{' '}
                <span lang={fallback}>({item.boxDetail.text})</span>
              </dd>
              <dt>{t('usa.fields.perCrate')}</dt>
              <dd>
                {t('usa.perCrateValue', { boxes: item.perCrate.boxes, sqft: fmt(item.perCrate.sqft) })}{' '}
                <span lang={fallback}>({item.crateDetail.text})</span>
              </dd>
              <dt>{t('usa.fields.size')}</dt>
              <dd dir="ltr">{item.size}</dd>
              {item.thickness && (
                <>
                  <dt>{t('usa:detail.thickness')}</dt>
                  <dd dir="ltr">{item.thickness}</dd>
                </>
              )}
              <dt>{t('usa.fields.sku')}</dt>
              <dd dir="ltr">{item.sku}</dd>
            </dl>
            {item.productNode && (
              <p>
                <LocalizedLink
                  to={pathTo(lang, { page: 'product', slug: item.productNode.slug, id: item.productNode.jsonId })}
                >
                  {t('usa:detail.catalogueProduct')}
                </LocalizedLink>
              </p>
            )}
            {data.usaInfo && (
              <UsaCalculator
                item={{
                  jsonId: item.jsonId,
                  sku: item.sku,
                  name: item.name.text,
                  size: item.size,
                  sqftAvailable: item.sqftAvailable,
                  perBox: item.perBox,
                  perCrate: item.perCrate,
                  lots: item.lots.map(lotFromQuery),
                }}
                terms={data.usaInfo.terms}
              />
            )}
            <OrderSample
              kind="usaStock"
              id={item.jsonId}
              finishes={[
                {
                  slug: item.surface,
                  name: item.surfaceNode ? usaLabel(item.surfaceNode.name, lang).text : item.surface,
                },
              ]}
            />
            {pageContext.visualizer && <SeeInRoomLink kind="usaStock" id={item.jsonId} />}
          </div>
        </div>
        <LotTable itemId={item.jsonId} lots={item.lots} packing={item} stockDate={item.stockDate} />
        {hasTechnicalValues(technical) && (
          <TechnicalProperties
            data={technical}
            finishNames={Object.fromEntries(item.productNode?.finishNodes.map((f) => [f.slug, f.name.text]) ?? [])}
            section="usa"
            heading
          />
        )}
        {data.usaInfo && (
          <section aria-labelledby="delivery">
            <h2 id="delivery">{t('usa.deliveryTerms')}</h2>
            <p>{data.usaInfo.deliveryTerms.text}</p>
          </section>
        )}
        {item.hashtags.length > 0 && (
          <p className="hashtags" dir="ltr">
            {item.hashtags.join(' ')}
          </p>
        )}
      </article>
      {data.similar.nodes.length > 0 && (
        <section aria-labelledby="similar">
          <h2 id="similar">{t('usa:detail.similar')}</h2>
          <ul className="card-grid usa-grid">
            {data.similar.nodes.map((s) => (
              <UsaStockCard key={s.jsonId} item={s} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
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
            category: item.categoryNode ? usaLabel(item.categoryNode.name, lang).text : undefined,
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
