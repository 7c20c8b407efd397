// Full-screen image gallery in a modal (the footer's news gallery): circular, arrows, close button, no thumbnail strip.
// Built on react-image-gallery with our translated controls and Photo slides; loaded only when opened.
import React from 'react';
import ImageGallery, { type ReactImageGalleryItem } from 'react-image-gallery';
import 'react-image-gallery/styles/css/image-gallery.css';
import { Photo, type IGatsbyImageData } from '../Photo';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { directionOf } from '../../i18n/languages';
import { usePageLang } from '../usePageLang';
import { Modal } from '../Modal';

export interface GalleryItem {
  image: IGatsbyImageData;
  alt: string;
  caption?: string;
}

export interface GalleryDialogProps {
  items: GalleryItem[];
  startIndex: number;
  /** Accessible name of the gallery dialog, e.g. the section's heading. */
  label: string;
  onClose: () => void;
}

interface SlideItem extends ReactImageGalleryItem {
  index: number;
}

export default function GalleryDialog({ items, startIndex, label, onClose }: GalleryDialogProps) {
  const { t } = useTranslation('common');
  const rtl = directionOf(usePageLang()) === 'rtl';
  const [current, setCurrent] = React.useState(startIndex);
  const frameRef = React.useRef<HTMLDivElement>(null);
  const closeRef = React.useRef<HTMLButtonElement>(null);

  // The library marks its whole root aria-live, which would read every slide change twice; our own
  // status line below announces "n of m" once instead. React never re-adds the unchanged attribute.
  React.useLayoutEffect(() => {
    frameRef.current?.querySelectorAll('[aria-live]').forEach((el) => el.removeAttribute('aria-live'));
    // Its slides are also labelled "Go to Slide n" (English, and not what they show) as buttons that do nothing here.
    frameRef.current?.querySelectorAll('.image-gallery-slide').forEach((el) => {
      el.removeAttribute('aria-label');
      el.removeAttribute('role');
    });
  });

  const slides: SlideItem[] = items.map((item, index) => ({
    index,
    original: item.image.images.fallback?.src ?? '',
    originalAlt: item.alt,
  }));
  const renderSlide = (slide: ReactImageGalleryItem) => {
    const item = items[(slide as SlideItem).index];
    return (
      // Width follows the image's aspect ratio so the whole picture fits the screen's height.
      <figure
        className="gallery-slide"
        style={{ maxInlineSize: `min(100%, calc((100vh - 7rem) * ${item.image.width / item.image.height}))` }}
      >
        {/* When the caption says what the alt text says, the caption alone describes the picture (no double reading). */}
        <Photo
          image={item.image}
          alt={item.caption === item.alt ? '' : item.alt}
          objectFit="contain"
          className="gallery-image"
        />
        {item.caption && <figcaption>{item.caption}</figcaption>}
      </figure>
    );
  };
  // With isRTL the library's left arrow moves forward, so the labels follow the movement, not the side.
  const navButton = (side: 'left' | 'right') => (onClick: React.MouseEventHandler<HTMLElement>) => {
    const forward = (side === 'right') !== rtl;
    return (
      <button
        type="button"
        className={`gallery-nav gallery-nav-${side}`}
        onClick={onClick}
        aria-label={t(forward ? 'gallery.next' : 'gallery.previous')}
      >
        <span aria-hidden="true">{side === 'left' ? '‹' : '›'}</span>
      </button>
    );
  };

  return (
    <Modal label={label} onClose={onClose} className="gallery-modal" initialFocus={closeRef}>
      <div ref={frameRef} className="gallery-frame" dir={rtl ? 'rtl' : 'ltr'}>
        <button
          ref={closeRef}
          type="button"
          className="gallery-close"
          onClick={onClose}
          aria-label={t('gallery.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
        <ImageGallery
          items={slides}
          startIndex={startIndex}
          infinite
          isRTL={rtl}
          showThumbnails={false}
          showFullscreenButton={false}
          showPlayButton={false}
          showBullets={false}
          renderItem={renderSlide}
          renderLeftNav={navButton('left')}
          renderRightNav={navButton('right')}
          onSlide={setCurrent}
        />
        <p className="gallery-status" role="status">
          {t('gallery.position', { current: current + 1, total: items.length })}
        </p>
      </div>
    </Modal>
  );
}
