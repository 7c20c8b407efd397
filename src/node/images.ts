// `gatsbyImageData(…)` on every photo's File node: gatsby-plugin-image's own image data (sizes, srcset, placeholder)
// whose URLs are the image CDN's (src/images/cdn-url.ts), which the site's Photo draws (src/components/Photo.tsx); the
// build resizes nothing. The arguments are gatsby-plugin-image's (its graphql-utils), plus `quality`. The package is
// used here only, on Node: not a Gatsby plugin of the site, so its enums are declared here too.
import { getImageData, type IGatsbyImageData, type IGetImageDataArgs } from 'gatsby-plugin-image';
import {
  getGatsbyImageFieldConfig,
  ImageFormatType,
  ImageLayoutType,
  ImagePlaceholderType,
} from 'gatsby-plugin-image/graphql-utils';
import { cdnImageUrl, defaultQuality, type CdnFormat } from '../images/cdn-url';
import { photoSource, siteDirs, type PhotoSource } from '../images/photo-source';

export interface ImageDataArgs {
  layout?: 'fixed' | 'constrained' | 'fullWidth';
  width?: number;
  height?: number;
  aspectRatio?: number;
  placeholder?: 'dominantColor' | 'blurred' | 'tracedSVG' | 'none';
  formats?: string[];
  outputPixelDensities?: number[];
  breakpoints?: number[];
  sizes?: string;
  backgroundColor?: string;
  quality?: number;
}

/**
 * The image data for a published photo. Without an explicit JPG or PNG in `formats` the URLs name no format, and the
 * CDN answers each browser with the best it takes (one candidate list, no <source> per format); JPG or PNG is for
 * share images, which link previews fetch without negotiating.
 */
export function cdnImageData(photo: PhotoSource, args: ImageDataArgs): IGatsbyImageData {
  const fixedFormat = args.formats?.find((f): f is 'jpg' | 'png' => f === 'jpg' || f === 'png');
  const quality = args.quality ?? defaultQuality;
  // outputPixelDensities and sizes go through to gatsby-plugin-image's size rules, though its type leaves them out.
  const props: IGetImageDataArgs & { outputPixelDensities?: number[]; sizes?: string } = {
    baseUrl: photo.src,
    sourceWidth: photo.width,
    sourceHeight: photo.height,
    layout: args.layout ?? 'constrained',
    width: args.width,
    height: args.height,
    aspectRatio: args.aspectRatio,
    outputPixelDensities: args.outputPixelDensities,
    breakpoints: args.breakpoints,
    sizes: args.sizes,
    formats: fixedFormat ? [fixedFormat] : ['auto'],
    // The placeholder gatsby-plugin-sharp gave by default: the photo's dominant colour behind it until it loads.
    backgroundColor: args.backgroundColor ?? (args.placeholder === 'none' ? undefined : photo.color),
    urlBuilder: ({ baseUrl, width, height, format }) =>
      cdnImageUrl(baseUrl, {
        width,
        height,
        fit: 'cover',
        format: format === 'jpg' || format === 'png' ? (format as CdnFormat) : undefined,
        quality,
      }),
    pluginName: 'site-image-cdn',
  };
  return getImageData(props);
}

const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif']);

interface FileSource {
  absolutePath?: string;
  extension?: string;
  internal?: { contentDigest?: string };
}

/** The enums the field's arguments name (ImageLayout, ImageFormat, ImagePlaceholder), for createSchemaCustomization. */
export const imageArgumentEnums = [ImageFormatType, ImageLayoutType, ImagePlaceholderType];

/** The field for createResolvers (gatsby-node): null for a file that is not a photo. */
export const gatsbyImageDataField = {
  ...getGatsbyImageFieldConfig<FileSource, unknown, Record<string, unknown>>(
    async (file, rawArgs) => {
      const args = rawArgs as ImageDataArgs;
      if (!file.absolutePath || !imageExtensions.has((file.extension ?? '').toLowerCase())) return null;
      const photo = await photoSource(file.absolutePath, siteDirs(), file.internal?.contentDigest);
      return cdnImageData(photo, args);
    },
    { quality: { type: 'Int', description: 'Quality (1–100) the CDN encodes at; the site default otherwise.' } },
  ),
  // Nullable: a File that is no photo has none.
  type: 'GatsbyImageData',
};
