// The CMS preview bundle (public/admin/preview.js, built by build.ts; loaded by /admin/ only, never by the site): the
// site's style sheets for the preview frame, and one preview template per previewed collection, each the site's view
// of that page fed from the entry being edited (templates.tsx).
// The style sheets in the order the site's pages have them inline: the page's own (imported by the views), then the
// frame's (fonts, site-wide rules, shell), whose later rules win ties (e.g. `.image-button > button` over
// `.catalogue-page button`); the preview's own chrome last.
import { previewTemplates } from './templates';
import '../../styles/shell-styles';
import { loadPhotoManifest } from './images';
import { previewHost, type DecapGlobals } from './host';
import './preview.css';

interface DecapCms {
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(name: string, component: unknown): void;
}

const globals = window as unknown as DecapGlobals & { CMS?: DecapCms };
const cms = globals.CMS;
if (cms) {
  // The stylesheet this bundle's CSS is written to (build.ts), next to this script.
  cms.registerPreviewStyle('preview.css');
  for (const [name, preview] of Object.entries(previewTemplates()))
    cms.registerPreviewTemplate(name, previewHost(preview, globals));
  loadPhotoManifest();
}
