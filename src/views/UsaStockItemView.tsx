// The USA stock item page's content (inside the site's Layout): every field, images, delivery terms, the box/crate
// calculator with "request this item", and similar stock. Item texts fall back to English in ru and ar, marked
// lang="en". The page template (src/templates/usa-stock-item.tsx) feeds it from its query, the CMS preview
// (src/cms/preview/) from the entry being edited.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { getImage } from '../components/Photo';
import { LocalizedLink } from '../components/LocalizedLink';
import { LocalizedText } from '../components/LocalizedText';
import { usePageLang } from '../components/usePageLang';
import { SurfaceAndEdge, UsaStockCard, usd } from '../components/UsaStockCard';
import { UsaCalculator } from '../components/usa/UsaCalculator';
import { LotTable } from '../components/usa/LotTable';
import { Steady } from '../components/usa/Steady';
import { useWarehouseDate } from '../components/usa/useWarehouseDate';
import { stockOn } from '../usa/lots';
import { lotFromQuery } from '../usa/lot-query';
import { UsaPhotos, type UsaPhoto } from '../components/usa/UsaPhotos';
import { pathTo } from '../routes';
import { OrderSample } from '../samples/OrderSample';
import { SeeInRoomLink } from '../components/SeeInRoomLink';
import { sqftToM2, usaFallbackLang, usaLabel } from '../data/usa-stock';
import { TechnicalProperties } from '../components/technical/TechnicalProperties';
import { hasTechnicalValues, technicalFromQuery } from '../data/technical';
import '../styles/usa.css';
import { numberFormat } from '../i18n/formats';
import { useUsaSize } from '../components/usa/useUsaSize';

/** The item, its similar items and the warehouse terms as the page query returns them. */
export type UsaStockItemViewData = NonNullable<Queries.UsaStockItemPageQuery['item']>;
export type UsaSimilarItem = Queries.UsaStockItemPageQuery['similar']['nodes'][number];
export type UsaInfoData = NonNullable<Queries.UsaStockItemPageQuery['usaInfo']>;

export interface UsaStockItemViewProps {
  item: UsaStockItemViewData;
  similar: readonly UsaSimilarItem[];
  /** The warehouse's delivery terms and quantity rules (data/usa.json); without them no calculator or terms. */
  usaInfo: UsaInfoData | null;
  /** The room visualizer can lay this item. */
  visualizer?: boolean;
}

/**
 * The warehouse's own wording of a box or crate (a pattern set, sheets, a bundle of slabs), after the figures that say
 * the same in every language; shown only where it is written in the page's language.
 */
function WarehouseWording({ value }: { value: React.ComponentProps<typeof LocalizedText>['value'] }) {
  return (
    <>
      {' ('}
      <LocalizedText value={value} />)
    </>
  );
}

export function UsaStockItemView({ item, similar, usaInfo, visualizer }: UsaStockItemViewProps) {
  const { t } = useTranslation(['pages', 'usa']);
  const lang = usePageLang();
  const fallback = usaFallbackLang(lang);
  const fmt = numberFormat(lang).format;
  const measure = useUsaSize();
  const category = item.categoryNode ? usaLabel(item.categoryNode.name) : null;
  // The stock on the browser's date once loaded (the build's before): a hold that has ended counts as available.
  const date = useWarehouseDate(item.stockDate);
  const lots = React.useMemo(() => item.lots.map(lotFromQuery), [item.lots]);
  const stock = stockOn(lots, item, date);
  const sqftText = (sqft: number) => t('usa.sqftWithM2', { sqft: fmt(sqft), m2: fmt(sqftToM2(sqft)) });
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
    <>
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
        <h1 lang={fallback}>
          <LocalizedText value={item.name} />
        </h1>
        <div className="usa-item-layout">
          <UsaPhotos photos={photos} name={item.name.text} />
          <div>
            <p className="usa-card-price">{t('usa.perSqft', { price: usd(item.salePrice, lang) })}</p>
            <p lang={fallback}>
              <LocalizedText value={item.description} />
            </p>
            <dl className="product-facts">
              <dt>{t('usa.fields.inStock')}</dt>
              <dd>
                <Steady
                  shown={stock.inStock ? t('usa.inStock') : t('usa.outOfStock')}
                  others={[t('usa.inStock'), t('usa.outOfStock')]}
                />
              </dd>
              <dt>{t('usa.fields.available')}</dt>
              <dd>
                {/* Never more than what is on hand, so that figure reserves the room. */}
                <Steady shown={sqftText(stock.sqftAvailable)} others={[sqftText(stock.sqftOnHand)]} />
              </dd>
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
              <dd lang={fallback}>
                <LocalizedText value={item.color} />
              </dd>
              <dt>{t('usa.fields.perBox')}</dt>
              <dd>
                {t('usa.perBoxValue', { pieces: item.perBox.pieces, sqft: fmt(item.perBox.sqft) })}
                {!fallback && <WarehouseWording value={item.boxDetail} />}
              </dd>
              <dt>{t('usa.fields.perCrate')}</dt>
              <dd>
                {t('usa.perCrateValue', { boxes: item.perCrate.boxes, sqft: fmt(item.perCrate.sqft) })}
                {!fallback && <WarehouseWording value={item.crateDetail} />}
              </dd>
              <dt>{t('usa.fields.size')}</dt>
              <dd>{measure.size(item.size)}</dd>
              {item.thickness && (
                <>
                  <dt>{t('usa:detail.thickness')}</dt>
                  <dd>{measure.thickness(item.thickness)}</dd>
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
            {usaInfo && (
              <UsaCalculator
                item={{
                  jsonId: item.jsonId,
                  sku: item.sku,
                  name: item.name.text,
                  size: item.size,
                  surface: item.surface,
                  salePrice: item.salePrice,
                  sqftAvailable: stock.sqftAvailable,
                  perBox: item.perBox,
                  perCrate: item.perCrate,
                  lots,
                }}
                terms={usaInfo.terms}
              />
            )}
            <OrderSample
              kind="usaStock"
              id={item.jsonId}
              finishes={[
                {
                  slug: item.surface,
                  name: item.surfaceNode ? usaLabel(item.surfaceNode.name).text : item.surface,
                },
              ]}
            />
            {visualizer && <SeeInRoomLink kind="usaStock" id={item.jsonId} />}
          </div>
        </div>
        <LotTable itemId={item.jsonId} lots={item.lots} packing={item} date={date} />
        {hasTechnicalValues(technical) && (
          <TechnicalProperties
            data={technical}
            finishNames={Object.fromEntries(item.productNode?.finishNodes.map((f) => [f.slug, f.name.text]) ?? [])}
            section="usa"
            heading
          />
        )}
        {usaInfo && (
          <section aria-labelledby="delivery">
            <h2 id="delivery">{t('usa.deliveryTerms')}</h2>
            <p>
              <LocalizedText value={usaInfo.deliveryTerms} />
            </p>
          </section>
        )}
        {item.hashtags.length > 0 && (
          <p className="hashtags" dir="ltr">
            {item.hashtags.join(' ')}
          </p>
        )}
      </article>
      {similar.length > 0 && (
        <section aria-labelledby="similar">
          <h2 id="similar">{t('usa:detail.similar')}</h2>
          <ul className="card-grid usa-grid">
            {similar.map((s) => (
              <UsaStockCard key={s.jsonId} item={s} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
