// Card of one product in a grid: image, name and code, linking to the product detail page.
import React from 'react';
import { GatsbyImage, getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { LocalizedLink } from './LocalizedLink';

export interface CardData {
  href: string;
  title: string;
  subtitle?: string;
  image?: ImageDataLike | null;
  /** A plain image URL instead of `image` (search results, whose index stays small). */
  imageSrc?: string | null;
  /** Rich content shown instead of the plain title / subtitle, e.g. with the search term marked. */
  titleContent?: React.ReactNode;
  subtitleContent?: React.ReactNode;
  titleLang?: string;
}

export function Card({ href, title, subtitle, image, imageSrc, titleContent, subtitleContent, titleLang }: CardData) {
  const img = image ? getImage(image) : undefined;
  return (
    <li className="card">
      <LocalizedLink to={href}>
        {img && <GatsbyImage image={img} alt="" className="card-image" />}
        {!img && imageSrc && <img src={imageSrc} alt="" width={240} height={180} loading="lazy" decoding="async" className="card-image" />}
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
