// A video shown as its poster image; the player (a third-party iframe) is only created after a click, so the
// page makes no request to the video host before the visitor asks for it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Photo, getImage, type ImageDataLike } from '../Photo';
import { PlayIcon } from './icons';
import '../../styles/company.css';

export function VideoEmbed({ url, title, poster }: { url: string; title: string; poster: ImageDataLike | null }) {
  const { t } = useTranslation('company');
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const img = poster ? getImage(poster) : undefined;

  // Keyboard users land in the player they just started. Chromium drops the focus of an iframe whose document is
  // replaced while it loads, so it is given again on load unless the visitor has moved on.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);
  const keepFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active === frameRef.current) frameRef.current?.focus();
  };

  return (
    <div className="video-embed">
      {playing ? (
        <iframe
          ref={frameRef}
          onLoad={keepFocus}
          src={`${url}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        // The poster is a sibling under the button, not inside it (a <button> may not hold Photo's <div>s).
        <>
          {img && <Photo image={img} alt="" className="video-poster-image" />}
          <button
            type="button"
            className="video-poster"
            onClick={() => setPlaying(true)}
            aria-label={t('videos.play', { name: title })}
          >
            <span className="video-play">
              <PlayIcon />
            </span>
          </button>
        </>
      )}
    </div>
  );
}
