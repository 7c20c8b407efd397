// Card of one product in a grid: image, name and code, linking to the product detail page.
// (Search results are rendered as HTML by the search function: src/catalogue/search-results.ts, same classes.)
import { Photo, getImage, type ImageDataLike } from './Photo';
import { LocalizedLink } from './LocalizedLink';

export interface CardData {
  href: string;
  title: string;
  subtitle?: string;
  image?: ImageDataLike | null;
}

export function Card({ href, title, subtitle, image }: CardData) {
  const img = image ? getImage(image) : undefined;
  return (
    <li className="card">
      <LocalizedLink to={href}>
        {img && <Photo image={img} alt="" className="card-image" />}
        <span className="card-title">{title}</span>
        {subtitle && <span className="card-subtitle">{subtitle}</span>}
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
