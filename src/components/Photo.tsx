// A photo as plain markup, from the image data the build gives (src/node/images.ts: one candidate list from the image
// CDN, no <source> per format, the photo's colour behind it). gatsby-plugin-image's GatsbyImage drew the same box but
// loaded React's string renderer (12.1 kB gzip) on every page to hydrate it; this renders the same on the server and
// in the browser, with no effect, so a page seen again or without JavaScript shows its photos as on a first visit.
// Styles: .photo, .photo-img (global.css), which the site and the CMS preview both load.
import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { getImage, getSrc, type IGatsbyImageData, type ImageDataLike } from '../images/image-data';

export { getImage, getSrc };
export type { IGatsbyImageData, ImageDataLike };

export interface PhotoProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'placeholder'> {
  image: IGatsbyImageData;
  alt: string;
  /** Class and style of the wrapper are `className` and `style`; these are the <img>'s. */
  imgClassName?: string;
  imgStyle?: CSSProperties;
  objectFit?: CSSProperties['objectFit'];
  objectPosition?: CSSProperties['objectPosition'];
  /** Behind the photo until it loads; the photo's own colour by default. */
  backgroundColor?: string;
}

/** The box a constrained photo takes before it loads: an empty SVG of its size, never wider than its container. */
const sizerSvg = (width: number, height: number) =>
  `data:image/svg+xml;charset=utf-8,%3Csvg%20height='${height}'%20width='${width}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E`;

export function Photo({
  image,
  alt,
  className,
  style,
  imgClassName,
  imgStyle,
  objectFit,
  objectPosition,
  backgroundColor,
  loading = 'lazy',
  ...imgProps
}: PhotoProps) {
  const { layout, width, height, images } = image;
  // Full-width data gives the ratio alone (width 1): the wrapper keeps it, and the <img> gets no size attributes.
  const size = layout === 'fullWidth' ? {} : { width, height };
  return (
    <div
      className={['photo', `photo-${layout}`, className].filter(Boolean).join(' ')}
      style={{
        ...(layout === 'fixed' ? { width, height } : {}),
        backgroundColor: backgroundColor ?? image.backgroundColor,
        ...style,
      }}
    >
      {layout === 'fullWidth' && <div aria-hidden="true" style={{ paddingTop: `${(height / width) * 100}%` }} />}
      {layout === 'constrained' && (
        <div className="photo-sizer" style={{ maxWidth: width }}>
          <img alt="" role="presentation" aria-hidden="true" src={sizerSvg(width, height)} />
        </div>
      )}
      {/* loading before the sources, so a photo drawn in the browser is lazy before it starts fetching. */}
      <img
        {...imgProps}
        loading={loading}
        decoding="async"
        className={imgClassName ? `photo-img ${imgClassName}` : 'photo-img'}
        style={objectFit || objectPosition || imgStyle ? { objectFit, objectPosition, ...imgStyle } : undefined}
        {...size}
        sizes={images.fallback?.sizes}
        srcSet={images.fallback?.srcSet}
        src={images.fallback?.src}
        alt={alt}
      />
    </div>
  );
}
