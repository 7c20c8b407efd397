// The style sheets every page loads with its frame (fonts, site-wide rules, the shell), in their order: imported by
// the Layout and by the CMS preview (src/cms/preview/), so both draw a page with the same rules.
import './fonts.css';
import './global.css';
import './shell.css';
