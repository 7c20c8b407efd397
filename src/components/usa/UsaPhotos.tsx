// Photos of a USA stock item: a grid of thumbnails (first one large); each opens the full-screen gallery at that photo.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Photo, type IGatsbyImageData } from '../Photo';
import { FullscreenGallery, preloadGallery } from '../gallery/FullscreenGallery';
import { ImageButton } from '../ImageButton';
import { highPriority } from '../image-priority';

export interface UsaPhoto {
  thumb: IGatsbyImageData;
  full: IGatsbyImageData;
  alt: string;
}

export function UsaPhotos({ photos, name }: { photos: UsaPhoto[]; name: string }) {
  const { t } = useTranslation('usa');
  const [openAt, setOpenAt] = React.useState<number | null>(null);
  const label = t('detail.galleryLabel', { name });
  return (
    <section aria-label={t('detail.photos')}>
      <ul className="usa-thumbs">
        {photos.map((p, i) => (
          <li key={i}>
            <ImageButton
              image={
                <Photo
                  image={i === 0 ? p.full : p.thumb}
                  alt={p.alt}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  {...(i === 0 ? highPriority : {})}
                />
              }
              onClick={() => setOpenAt(i)}
              onPointerEnter={preloadGallery}
              onFocus={preloadGallery}
              aria-haspopup="dialog"
              aria-label={t('detail.openPhoto', { number: i + 1, total: photos.length })}
            />
          </li>
        ))}
      </ul>
      {openAt !== null && (
        <FullscreenGallery
          items={photos.map((p) => ({ image: p.full, alt: p.alt }))}
          startIndex={openAt}
          label={label}
          onClose={() => setOpenAt(null)}
        />
      )}
    </section>
  );
}
