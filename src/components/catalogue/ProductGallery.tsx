// Product photos: one large image and a strip of thumbnail buttons choosing it (GatsbyImage only, no gallery library).
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';

export interface GalleryImage {
  large: IGatsbyImageData;
  thumb: IGatsbyImageData;
  full: IGatsbyImageData;
  alt: string;
}

export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation('catalogue');
  const [current, setCurrent] = React.useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return null;
  return (
    <section className="product-gallery" aria-label={t('gallery.label')}>
      <figure className="gallery-main">
        <GatsbyImage image={shown.large} alt={shown.alt} loading="eager" />
      </figure>
      {images.length > 1 && (
        <ul className="gallery-thumbs">
          {images.map((img, i) => (
            <li key={i}>
              <button type="button" aria-pressed={i === current} aria-label={t('gallery.show', { number: i + 1 })} onClick={() => setCurrent(i)}>
                <GatsbyImage image={img.thumb} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
