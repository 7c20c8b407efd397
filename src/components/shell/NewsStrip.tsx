// Footer news column: a row of thumbnails (7 visible up to 850 px, 5 / 3 / 1 at 1024 / 768 / 560 px);
// a thumbnail opens the full-screen gallery at that item.
import React from 'react';
import { Photo } from '../Photo';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import {
  FullscreenGallery,
  preloadGallery,
  usePreloadGalleryInView,
  type GalleryItem,
} from '../gallery/FullscreenGallery';
import { ImageButton } from '../ImageButton';
import { usePageLang } from '../usePageLang';
import { useShellData } from './useShellData';

export function NewsStrip({ label }: { label: string }) {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  const { allNewsItem } = useShellData();
  const [openAt, setOpenAt] = React.useState<number | null>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  usePreloadGalleryInView(listRef);
  const news = allNewsItem.nodes.flatMap((n) => {
    const thumb = n.thumb?.gatsbyImageData;
    const full = n.full?.gatsbyImageData;
    return thumb && full ? [{ id: n.jsonId, name: n.name[lang], thumb, full }] : [];
  });
  const galleryItems: GalleryItem[] = news.map((n) => ({ image: n.full, alt: n.name, caption: n.name }));
  // Scroll by one visible page; inline-start is on the right in Arabic, so the sign follows the direction.
  const scroll = (forward: boolean) => {
    const list = listRef.current;
    if (!list) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: (forward !== rtl ? 1 : -1) * list.clientWidth, behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <div className="news-strip">
      <button
        type="button"
        className="news-scroll news-scroll-back"
        onClick={() => scroll(false)}
        aria-label={t('news.previous')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul ref={listRef} className="news-list">
        {news.map((n, index) => (
          <li key={n.id}>
            <ImageButton
              image={<Photo image={n.thumb} alt="" />}
              frameClassName="news-frame"
              className="news-thumb"
              onClick={() => setOpenAt(index)}
              onPointerEnter={preloadGallery}
              onFocus={preloadGallery}
              aria-haspopup="dialog"
            >
              <span className="news-name">{n.name}</span>
            </ImageButton>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="news-scroll news-scroll-forward"
        onClick={() => scroll(true)}
        aria-label={t('news.next')}
      >
        <span aria-hidden="true">›</span>
      </button>
      {openAt !== null && (
        <FullscreenGallery items={galleryItems} startIndex={openAt} label={label} onClose={() => setOpenAt(null)} />
      )}
    </div>
  );
}
