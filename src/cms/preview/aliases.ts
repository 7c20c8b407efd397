// The modules the CMS preview bundle replaces (src/cms/preview/build.ts), and its unit tests with it: Gatsby's runtime
// and plugins, which need the built site, two lazily loaded libraries the preview does without, and the buyers' tools (the USA calculator, add to quote). Paths from the
// project root (gatsby-node runs compiled from .cache, so not __dirname).
import path from 'path';

const shims = (root: string) => path.join(root, 'src', 'cms', 'preview', 'shims');
const components = (root: string) => path.join(root, 'src', 'components');

/** Packages the site imports by name, and what the preview gives instead. */
export const packageShims = (root: string): Record<string, string> => ({
  gatsby: path.join(shims(root), 'gatsby.tsx'),
  'gatsby-plugin-react-i18next': path.join(shims(root), 'gatsby-plugin-react-i18next.ts'),
});

/** Site modules (absolute paths without their extension) and what the preview gives instead. */
export const moduleShims = (root: string): Record<string, string> => ({
  [path.join(components(root), 'gallery', 'FullscreenGallery')]: path.join(shims(root), 'gallery.ts'),
  [path.join(components(root), 'toast', 'useToast')]: path.join(shims(root), 'toast.ts'),
  [path.join(components(root), 'usa', 'UsaCalculator')]: path.join(shims(root), 'usa-calculator.tsx'),
  [path.join(components(root), 'catalogue', 'AddToQuote')]: path.join(shims(root), 'add-to-quote.tsx'),
});
