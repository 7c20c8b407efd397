// Card of one product in a grid: image, name and code, linking to the product detail page.
import React from 'react';
import { GatsbyImage, getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { LocalizedLink } from './LocalizedLink';

/** Widths of the plain card images (search results): 4:3, a card is 220–320 px wide, a phone's whole width in one column. */
export const cardImageWidths = { small: 320, large: 640 } as const;
const cardImageSizes = '(max-width: 600px) 100vw, 320px';

export interface CardData {
  href: string;
  title: string;
  subtitle?: string;
  image?: ImageDataLike | null;
  /** A plain image URL instead of `image` (search results, whose index stays small). */
  imageSrc?: string | null;
  /** Wider versions of imageSrc (`srcset`, widths of cardImageWidths). */
  imageSrcSet?: string | null;
  /** Rich content shown instead of the plain title / subtitle, e.g. with the search term marked. */
  titleContent?: React.ReactNode;
  subtitleContent?: React.ReactNode;
  titleLang?: string;
  /** Load the plain image at once: the first cards of client-drawn results are in view (and the largest paint). */
  eager?: boolean;
}

export function Card({ href, title, subtitle, image, imageSrc, imageSrcSet, titleContent, subtitleContent, titleLang, eager }: CardData) {
  const img = image ? getImage(image) : undefined;
  return (
    <li className="card">
      <LocalizedLink to={href}>
        {img && <GatsbyImage image={img} alt="" className="card-image" />}
        {!img && imageSrc && (
          <img src={imageSrc} srcSet={imageSrcSet ?? undefined} sizes={imageSrcSet ? cardImageSizes : undefined} alt="" width={cardImageWidths.small} height={(cardImageWidths.small * 3) / 4} loading={eager ? 'eager' : 'lazy'} decoding="async" className="card-image card-image-plain" />
        )}
        <span className="card-title" lang={titleLang}>
          {titleContent ?? title}
        </span>
        {(subtitleContent ?? subtitle) && <span className="card-subtitle">{subtitleContent ?? subtitle}</span>}
      </LocalizedLink>
    </li>
  );
}

export function CardGrid({ cards, className }: { cards: CardData[]; className?: string }) {
  return (
    <ul className={className ? `card-grid ${className}` : 'card-grid'}>
      {cards.map((c) => (
        <Card key={c.href} {...c} />
      ))}
    </ul>
  );
}
