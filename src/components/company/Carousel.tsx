// A small accessible carousel: a scroll-snap track (swipeable, readable without JavaScript) with previous/next,
// a pause control, arrow keys and autoplay only for visitors who have not asked for reduced motion.
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ChevronIcon, PauseIcon, PlayIcon } from './icons';
import '../../styles/company.css';

export interface CarouselProps {
  /** id of the heading that names the carousel. */
  labelledBy: string;
  slides: { key: React.Key; content: React.ReactNode }[];
  /** Autoplay interval in ms (default 4000 ms). */
  interval?: number;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Index of the slide whose start edge is closest to the track's start edge (works in LTR and RTL). */
function visibleIndex(track: HTMLElement): number {
  const rtl = getComputedStyle(track).direction === 'rtl';
  const box = track.getBoundingClientRect();
  let best = 0;
  let bestDistance = Infinity;
  Array.from(track.children).forEach((child, i) => {
    const r = child.getBoundingClientRect();
    const distance = Math.abs(rtl ? r.right - box.right : r.left - box.left);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

export function Carousel({ labelledBy, slides, interval = 4000 }: CarouselProps) {
  const { t } = useTranslation('company');
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [inView, setInView] = useState(true);
  // When the visitor last pressed or typed anywhere on the page (performance.now()).
  const lastInputAt = useRef(-Infinity);
  const total = slides.length;

  useEffect(() => {
    setEnhanced(true);
    if (total > 1 && !prefersReducedMotion()) setPlaying(true);
  }, [total]);

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track || total === 0) return;
      const target = ((index % total) + total) % total;
      const slide = track.children[target] as HTMLElement | undefined;
      if (!slide) return;
      const rtl = getComputedStyle(track).direction === 'rtl';
      const box = track.getBoundingClientRect();
      const r = slide.getBoundingClientRect();
      // Scroll by the physical distance between the edges: no page scroll, and no RTL scrollLeft conventions.
      track.scrollBy({
        left: rtl ? r.right - box.right : r.left - box.left,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
      setCurrent(target);
    },
    [total],
  );

  // Follow swipes, native scrolling and focus moving into another slide, once the scrolling has settled
  // (so a smooth scroll to a slide does not report the slides it passes on the way).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const settle = () => setCurrent(visibleIndex(track));
    if ('onscrollend' in window) {
      track.addEventListener('scrollend', settle);
      return () => track.removeEventListener('scrollend', settle);
    }
    let timer = 0;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, 150);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
    };
  }, []);

  // Autoplay holds still while the carousel is out of view and for an interval after the visitor's last press or key
  // anywhere on the page: a slide change is ~400 ms of frames at 4× CPU, and a tap that lands in it waits (the home
  // page's menus at 4×: 48–128 ms with autoplay, 48–72 ms without).
  useEffect(() => {
    if (!playing) return;
    const track = trackRef.current;
    const noteInput = () => (lastInputAt.current = performance.now());
    const options = { capture: true, passive: true };
    window.addEventListener('pointerdown', noteInput, options);
    window.addEventListener('keydown', noteInput, options);
    const observer =
      track && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => setInView(entries[entries.length - 1].isIntersecting))
        : undefined;
    if (track) observer?.observe(track);
    return () => {
      window.removeEventListener('pointerdown', noteInput, options);
      window.removeEventListener('keydown', noteInput, options);
      observer?.disconnect();
    };
  }, [playing]);

  useEffect(() => {
    if (!playing || hovered || !inView) return;
    let timer = 0;
    const next = () => {
      const quietFor = performance.now() - lastInputAt.current;
      if (quietFor < interval) timer = window.setTimeout(next, interval - quietFor);
      else goTo(current + 1);
    };
    timer = window.setTimeout(next, interval);
    // Whether a rotation timer runs, set where it is: the one signal of a rotation held for being out of view.
    const track = trackRef.current;
    track?.setAttribute('data-autoplay', 'running');
    return () => {
      window.clearTimeout(timer);
      track?.removeAttribute('data-autoplay');
    };
  }, [playing, hovered, inView, current, interval, goTo]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    if (step !== undefined) goTo(current + step);
    else if (e.key === 'Home') goTo(0);
    else if (e.key === 'End') goTo(total - 1);
    else return;
    e.preventDefault();
    setPlaying(false);
  };

  return (
    // The arrow keys and focus pressed on the carousel's buttons and slides bubble here (one handler for all of them).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={`carousel${enhanced ? ' is-enhanced' : ''}`}
      // A group, not a region: the section around it is already the landmark with this name.
      role="group"
      aria-roledescription={t('carousel.role')}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      // Rotation control first in tab order. Keyboard focus inside stops rotation for good (WAI-ARIA carousel pattern); the pointer only pauses it.
      onFocus={() => setPlaying(false)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {enhanced && total > 1 && (
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-button carousel-rotation"
            onClick={(e) => {
              e.stopPropagation();
              setPlaying((p) => !p);
            }}
            onFocus={(e) => e.stopPropagation()}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span className="visually-hidden">{t(playing ? 'carousel.pause' : 'carousel.play')}</span>
          </button>
          <button type="button" className="carousel-button carousel-previous" onClick={() => goTo(current - 1)}>
            <ChevronIcon direction="back" />
            <span className="visually-hidden">{t('carousel.previous')}</span>
          </button>
          <span className="carousel-count" aria-hidden="true">
            {current + 1} / {total}
          </span>
          <button type="button" className="carousel-button carousel-next" onClick={() => goTo(current + 1)}>
            <ChevronIcon direction="forward" />
            <span className="visually-hidden">{t('carousel.next')}</span>
          </button>
        </div>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
          to scroll it without a pointer */}
      <div className="carousel-track" ref={trackRef} tabIndex={0}>
        {slides.map((s, i) => (
          <div
            key={s.key}
            className="carousel-slide"
            role="group"
            aria-roledescription={t('carousel.slideRole')}
            aria-label={t('carousel.slide', { number: i + 1, total })}
            aria-current={enhanced && i === current ? 'true' : undefined}
          >
            {s.content}
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        {enhanced ? t('carousel.slide', { number: current + 1, total }) : ''}
      </p>
    </div>
  );
}
