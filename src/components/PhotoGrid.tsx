// A grid of captioned photos (fabrication groups, catalogue pages).
import React from 'react';
import { GatsbyImage, getImage, type ImageDataLike } from 'gatsby-plugin-image';

export interface Photo {
  key: string | number;
  image: ImageDataLike | null;
  alt: string;
  caption: React.ReactNode;
  id?: string;
}

export function PhotoGrid({ photos }: { photos: Photo[] }) {
  return (
    <ul className="photo-grid">
      {photos.map((p) => {
        const img = p.image ? getImage(p.image) : undefined;
        return (
          <li key={p.key} id={p.id}>
            <figure>
              {img && <GatsbyImage image={img} alt={p.alt} />}
              <figcaption>{p.caption}</figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
