// Card of one USA stock item: image, name (English fallback marked lang="en"), price, availability, size and SKU.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { GatsbyImage, getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { LocalizedLink } from './LocalizedLink';
import { usePageLang } from './usePageLang';
import { pathTo } from '../routes';
import { usaTextLang, sqftToM2 } from '../data/usa-stock';
import type { Text } from '../templates/types';

export interface UsaStockCardData {
  jsonId: number;
  sku: string;
  name: Text;
  salePrice: number;
  inStock: boolean;
  sqftAvailable: number;
  size: string;
  images: (ImageDataLike | null)[];
}

export function UsaStockCard({ item }: { item: UsaStockCardData }) {
  const { t } = useTranslation('pages');
  const lang = usePageLang();
  const img = item.images[0] ? getImage(item.images[0]) : undefined;
  const textLang = usaTextLang(lang);
  return (
    <li className="card">
      <LocalizedLink to={pathTo(lang, { page: 'usaStockItem', id: item.jsonId })}>
        {img && <GatsbyImage image={img} alt="" className="card-image" />}
        <span className="card-title" lang={textLang !== lang ? textLang : undefined}>
          {item.name.text}
        </span>
        <span className="card-subtitle">
          {t('usa.price', { price: item.salePrice.toLocaleString(lang, { style: 'currency', currency: 'USD' }) })}
          {' · '}
          {item.inStock ? t('usa.inStock') : t('usa.outOfStock')}
          {' · '}
          {t('usa.available', { sqft: item.sqftAvailable.toLocaleString(lang), m2: sqftToM2(item.sqftAvailable).toLocaleString(lang) })}
          {' · '}
          {t('usa.size', { size: item.size })} · {t('usa.sku', { sku: item.sku })}
        </span>
      </LocalizedLink>
    </li>
  );
}
