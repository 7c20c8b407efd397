// A grid of captioned photos (fabrication groups, project photos, catalogue pages). Given a gallery label, each
// photo has a button that opens the full-screen gallery at that photo (the gallery code loads on first use).
import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Photo, getImage, type ImageDataLike } from './Photo';
import { FullscreenGallery, preloadGallery, type GalleryItem } from './gallery/FullscreenGallery';
import { ImageButton } from './ImageButton';
import '../styles/company.css';

export interface Photo {
  key: string | number;
  image: ImageDataLike | null;
  /** Larger rendition for the full-screen gallery. */
  full?: ImageDataLike | null;
  alt: string;
  caption: React.ReactNode;
  /** Plain-text caption shown in the gallery (defaults to alt). */
  galleryCaption?: string;
  id?: string;
}

export function PhotoGrid({
  photos,
  galleryLabel,
  className = 'photo-grid',
}: {
  photos: Photo[];
  galleryLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation('company');
  const [openAt, setOpenAt] = useState<number | null>(null);
  const galleryItems: (GalleryItem & { index: number })[] = galleryLabel
    ? photos.flatMap((p, index) => {
        const image = getImage(p.full ?? p.image ?? null);
        return image ? [{ index, image, alt: p.alt, caption: p.galleryCaption ?? p.alt }] : [];
      })
    : [];
  const galleryPosition = new Map(galleryItems.map((g, position) => [g.index, position]));

  return (
    <>
      <ul className={className}>
        {photos.map((p, index) => {
          const img = p.image ? getImage(p.image) : undefined;
          const position = galleryPosition.get(index);
          return (
            <li key={p.key} id={p.id} tabIndex={p.id ? -1 : undefined}>
              <figure>
                {img && position !== undefined ? (
                  <ImageButton
                    // The button's name holds the photo's title and the caption follows, so the photo is hidden from
                    // assistive technology, as it was inside the button (else axe: image-redundant-alt, the alt
                    // repeating the caption); its alt stays for a photo that does not load.
                    image={<Photo image={img} alt={p.alt} aria-hidden="true" />}
                    className="photo-open"
                    aria-haspopup="dialog"
                    aria-label={t('gallery.open', { title: p.alt, number: position + 1, total: galleryItems.length })}
                    onClick={() => setOpenAt(position)}
                    onPointerEnter={preloadGallery}
                    onFocus={preloadGallery}
                  />
                ) : (
                  img && <Photo image={img} alt={p.alt} />
                )}
                <figcaption>{p.caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      {openAt !== null && galleryLabel && (
        <FullscreenGallery
          items={galleryItems}
          startIndex={openAt}
          label={galleryLabel}
          onClose={() => setOpenAt(null)}
        />
      )}
    </>
  );
}
