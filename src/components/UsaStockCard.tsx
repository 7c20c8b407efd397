// Card of one USA stock item: image, name, price, availability, surface and edge, per box, per crate, size and SKU.
// Names fall back to English in ru and ar (no USA texts there) and are then marked lang="en".
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Photo, getImage, type ImageDataLike } from './Photo';
import { LocalizedLink } from './LocalizedLink';
import { usePageLang } from './usePageLang';
import { pathTo } from '../routes';
import { sqftToM2, usaFallbackLang, usaLabel, type UsaFacetName } from '../data/usa-stock';
import type { Lang } from '../i18n/languages';
import '../styles/usa.css';
import { formatMoney, numberFormat } from '../i18n/formats';
import { useUsaSize } from './usa/useUsaSize';

export interface UsaStockCardData {
  jsonId: number;
  sku: string;
  name: { text: string };
  salePrice: number;
  inStock: boolean;
  sqftAvailable: number;
  size: string;
  thickness: string | null;
  surface: string;
  surfaceNode: { name: UsaFacetName } | null;
  edgeNode: { name: UsaFacetName } | null;
  perBox: { pieces: number; sqft: number };
  perCrate: { boxes: number; sqft: number };
  images: readonly (ImageDataLike | null)[] | null;
}

/** Price in US dollars (data/usa-stock: salePrice), written the visitor's way. */
export const usd = (amount: number, lang: Lang) => formatMoney(lang, 'USD', amount);

/** "Honed / Straight", each part in the visitor's language or marked English. */
export function SurfaceAndEdge({ item }: { item: Pick<UsaStockCardData, 'surface' | 'surfaceNode' | 'edgeNode'> }) {
  const surface = item.surfaceNode ? usaLabel(item.surfaceNode.name) : { text: item.surface };
  const edge = item.edgeNode ? usaLabel(item.edgeNode.name) : null;
  return (
    <>
      <span lang={surface.lang}>{surface.text}</span>
      {edge && (
        <>
          {' / '}
          <span lang={edge.lang}>{edge.text}</span>
        </>
      )}
    </>
  );
}

export function UsaStockCard({ item, headingLevel = 2 }: { item: UsaStockCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['pages', 'usa']);
  const lang = usePageLang();
  const measure = useUsaSize();
  const first = item.images?.[0];
  const img = first ? getImage(first) : undefined;
  const Heading = `h${headingLevel}` as const;
  const fmt = numberFormat(lang).format;
  return (
    <li className="card usa-card" data-key={item.jsonId}>
      <LocalizedLink to={pathTo(lang, { page: 'usaStockItem', id: item.jsonId })}>
        {img && <Photo image={img} alt="" className="card-image" />}
        <Heading className="card-title" lang={usaFallbackLang(lang)}>
          {item.name.text}
        </Heading>
        <span className="usa-card-price">{t('usa.price', { price: usd(item.salePrice, lang) })}</span>
        <span className={item.inStock ? 'usa-badge' : 'usa-badge usa-badge-out'}>
          {item.inStock ? t('usa.inStock') : t('usa.outOfStock')}
        </span>
        <dl className="usa-card-facts">
          <dt>{t('usa.fields.available')}</dt>
          <dd>{t('usa.sqftWithM2', { sqft: fmt(item.sqftAvailable), m2: fmt(sqftToM2(item.sqftAvailable)) })}</dd>
          <dt>{t('usa.fields.surfaceEdge')}</dt>
          <dd>
            <SurfaceAndEdge item={item} />
          </dd>
          <dt>{t('usa.fields.perBox')}</dt>
          <dd>{t('usa.perBoxValue', { pieces: item.perBox.pieces, sqft: fmt(item.perBox.sqft) })}</dd>
          <dt>{t('usa.fields.perCrate')}</dt>
          <dd>{t('usa.perCrateValue', { boxes: item.perCrate.boxes, sqft: fmt(item.perCrate.sqft) })}</dd>
          <dt>{t('usa.fields.size')}</dt>
          <dd>
            {item.thickness
              ? t('usa:card.sizeAndThickness', {
                  size: measure.size(item.size),
                  thickness: measure.thickness(item.thickness),
                })
              : measure.size(item.size)}
          </dd>
          <dt>{t('usa.fields.sku')}</dt>
          <dd dir="ltr">{item.sku}</dd>
        </dl>
      </LocalizedLink>
    </li>
  );
}

export const query = graphql`
  fragment UsaStockCard on UsaStockItem {
    jsonId
    sku
    salePrice
    inStock
    sqftAvailable
    size
    thickness
    surface
    surfaceNode {
      name {
        text(lang: $language)
        en
      }
    }
    edgeNode {
      name {
        text(lang: $language)
        en
      }
    }
    perBox {
      pieces
      sqft
    }
    perCrate {
      boxes
      sqft
    }
    name {
      text(lang: $language)
    }
    images {
      gatsbyImageData(width: 320, aspectRatio: 1.333, outputPixelDensities: [1, 2])
    }
  }
`;
