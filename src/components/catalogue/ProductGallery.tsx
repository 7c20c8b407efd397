// Product photos: one large image and a strip of thumbnails whose buttons choose it (Photo only); the full-screen
// gallery (react-image-gallery) loads only when the visitor opens it.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Photo, type IGatsbyImageData } from '../Photo';
import { FullscreenGallery, preloadGallery } from '../gallery/FullscreenGallery';
import { ImageButton } from '../ImageButton';
import { highPriority } from '../image-priority';

export interface GalleryImage {
  large: IGatsbyImageData;
  thumb: IGatsbyImageData;
  full: IGatsbyImageData;
  alt: string;
}

export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const [current, setCurrent] = React.useState(0);
  const [fullscreen, setFullscreen] = React.useState(false);
  const [ready, setReady] = React.useState(false); // the full-screen button works only with JavaScript
  React.useEffect(() => setReady(true), []);
  const shown = images[current] ?? images[0];
  if (!shown) return null;
  return (
    <section className="product-gallery" aria-label={t('gallery.label')}>
      <figure className="gallery-main">
        <Photo image={shown.large} alt={shown.alt} loading="eager" {...highPriority} />
      </figure>
      {/* In the prerendered HTML too, but invisible (and so out of the tab order) until it works: showing it then takes
          no room that was not already there, so the thumbnails below do not move (a 0.019 layout shift otherwise). */}
      <button
        type="button"
        className="gallery-fullscreen secondary"
        data-ready={ready || undefined}
        onClick={() => setFullscreen(true)}
        onPointerEnter={preloadGallery}
        onFocus={preloadGallery}
      >
        {t('gallery.fullscreen')}
      </button>
      {fullscreen && (
        <FullscreenGallery
          items={images.map((img) => ({ image: img.full, alt: img.alt }))}
          startIndex={current}
          label={name}
          onClose={() => setFullscreen(false)}
        />
      )}
      {images.length > 1 && (
        <ul className="gallery-thumbs">
          {images.map((img, i) => (
            <li key={i}>
              <ImageButton
                image={<Photo image={img.thumb} alt="" />}
                aria-pressed={i === current}
                aria-label={t('gallery.show', { number: i + 1 })}
                onClick={() => setCurrent(i)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
