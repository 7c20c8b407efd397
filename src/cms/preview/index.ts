// The CMS preview bundle (public/admin/preview.js, built by build.ts; loaded by /admin/ only, never by the site): the
// site's style sheets for the preview frame, and one preview template per previewed collection, each the site's view
// of that page fed from the entry being edited (templates.tsx).
import '../../styles/shell-styles';
import { loadPhotoManifest } from './images';
import { previewHost, type DecapGlobals } from './host';
import { previewTemplates } from './templates';
// After the views (and the style sheets they import): the preview's own chrome.
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
