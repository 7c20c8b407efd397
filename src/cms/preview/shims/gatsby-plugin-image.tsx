// What `gatsby-plugin-image` is in the CMS preview bundle (src/cms/preview/build.ts): the views get image data the
// preview made from the entry's photos (src/cms/preview/images.ts), and GatsbyImage draws it as the site's markup does
// (the same wrapper classes and reserved size, one <img>) without the plugin's lazy hydration.
import type { CSSProperties, ImgHTMLAttributes } from 'react';
import type { IGatsbyImageData, ImageDataLike } from 'gatsby-plugin-image';

interface GatsbyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'placeholder' | 'onLoad' | 'src'> {
  image: IGatsbyImageData;
  alt: string;
  imgClassName?: string;
  imgStyle?: CSSProperties;
  backgroundColor?: string;
  objectFit?: CSSProperties['objectFit'];
  objectPosition?: CSSProperties['objectPosition'];
  as?: unknown;
}

const isImageData = (node: unknown): node is IGatsbyImageData =>
  !!node && typeof node === 'object' && 'images' in node && 'layout' in node;

/** gatsby-plugin-image's getImage: the image data of a node, or the data itself. */
export function getImage(node: ImageDataLike | null | undefined): IGatsbyImageData | undefined {
  if (!node) return undefined;
  if (isImageData(node)) return node;
  const withData = node as {
    gatsbyImageData?: IGatsbyImageData;
    childImageSharp?: { gatsbyImageData?: IGatsbyImageData };
  };
  return withData.gatsbyImageData ?? withData.childImageSharp?.gatsbyImageData;
}

export function getSrc(node: ImageDataLike | null | undefined): string | undefined {
  return getImage(node)?.images.fallback?.src;
}

// The plugin's global styles (its gatsby-ssr inlines them into every page).
const wrapperStyle: CSSProperties = { position: 'relative', overflow: 'hidden' };
const imgBase: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  maxWidth: 'none',
  objectFit: 'cover',
};

export function GatsbyImage({
  image,
  alt,
  className,
  style,
  imgClassName,
  imgStyle,
  backgroundColor,
  objectFit,
  objectPosition,
  as: _as,
  loading,
  ...rest
}: GatsbyImageProps) {
  const { width, height, layout, images } = image;
  const constrained = layout === 'constrained';
  return (
    <div
      className={['gatsby-image-wrapper', `gatsby-image-wrapper-${layout}`, className].filter(Boolean).join(' ')}
      style={{
        ...wrapperStyle,
        ...(constrained ? { display: 'inline-block', verticalAlign: 'top' } : {}),
        ...(layout === 'fixed' ? { width, height } : {}),
        backgroundColor: backgroundColor ?? image.backgroundColor,
        ...style,
      }}
    >
      {/* The plugin's sizer: the wrapper takes the photo's size (an SVG of that size for constrained), not 0. */}
      {layout === 'fullWidth' && <div aria-hidden="true" style={{ paddingTop: `${(height / width) * 100}%` }} />}
      {constrained && (
        <div style={{ maxWidth: width, display: 'block' }}>
          <img
            alt=""
            role="presentation"
            aria-hidden="true"
            src={`data:image/svg+xml;charset=utf-8,%3Csvg%20height='${height}'%20width='${width}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E`}
            style={{ maxWidth: '100%', display: 'block', position: 'static' }}
          />
        </div>
      )}
      <img
        {...rest}
        data-main-image=""
        className={imgClassName}
        style={{ ...imgBase, objectFit, objectPosition, ...imgStyle }}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading ?? 'lazy'}
        decoding="async"
      />
    </div>
  );
}

export type { IGatsbyImageData, ImageDataLike };
