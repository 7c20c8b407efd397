// A photo as plain markup, from the image data the build gives (src/node/images.ts: one candidate list from the image
// CDN, no <source> per format, the photo's colour behind it). gatsby-plugin-image's GatsbyImage drew the same box but
// loaded React's string renderer (12.1 kB gzip) on every page to hydrate it; this renders the same on the server and
// in the browser, with no effect, so a page seen again or without JavaScript shows its photos as on a first visit.
// Styles: .photo, .photo-img (global.css), which the site and the CMS preview both load.
import type { CSSProperties, ImgHTMLAttributes } from 'react';
import type { IGatsbyImageData, ImageDataLike } from 'gatsby-plugin-image';

export type { IGatsbyImageData, ImageDataLike };

const isImageData = (node: unknown): node is IGatsbyImageData =>
  !!node && typeof node === 'object' && 'images' in node && 'layout' in node;

/** The image data of a query result (a File with `gatsbyImageData`, or the data itself); undefined without one. */
export function getImage(node: ImageDataLike | null | undefined): IGatsbyImageData | undefined {
  if (!node) return undefined;
  if (isImageData(node)) return node;
  const withData = node as {
    gatsbyImageData?: IGatsbyImageData | null;
    childImageSharp?: { gatsbyImageData?: IGatsbyImageData | null } | null;
  };
  return withData.gatsbyImageData ?? withData.childImageSharp?.gatsbyImageData ?? undefined;
}

/** The URL of the image's largest candidate (the fallback `src`). */
export function getSrc(node: ImageDataLike | null | undefined): string | undefined {
  return getImage(node)?.images.fallback?.src;
}

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
