// Card of one product in a grid: image, name and code, linking to the product detail page.
import React from 'react';
import { GatsbyImage, getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { LocalizedLink } from './LocalizedLink';

export interface CardData {
  href: string;
  title: string;
  subtitle?: string;
  image?: ImageDataLike | null;
  titleLang?: string;
}

export function Card({ href, title, subtitle, image, titleLang }: CardData) {
  const img = image ? getImage(image) : undefined;
  return (
    <li className="card">
      <LocalizedLink to={href}>
        {img && <GatsbyImage image={img} alt="" className="card-image" />}
        <span className="card-title" lang={titleLang}>
          {title}
        </span>
        {subtitle && <span className="card-subtitle">{subtitle}</span>}
      </LocalizedLink>
    </li>
  );
}

export function CardGrid({ cards }: { cards: CardData[] }) {
  return (
    <ul className="card-grid">
      {cards.map((c) => (
        <Card key={c.href} {...c} />
      ))}
    </ul>
  );
}
