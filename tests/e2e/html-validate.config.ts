// html-validate's settings for the built pages (tests/e2e/html-validity.spec.ts): its recommended rules, changed only
// where they contradict what React and Gatsby write into every page, each change with its reason.
import type { ConfigData } from 'html-validate';

export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  // Every <img> has its src (the site's Photo draws plain markup; gatsby-plugin-image's lazy ones had none).
  elements: ['html5'],
  rules: {
    // React writes some attribute names in camelCase (srcSet, hrefLang, charSet, autoComplete, maxLength…); HTML
    // attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes void elements self-closed (<img/>, <meta/>), the Markdown renderer of the prose pages does not
    // (<img>): both are valid HTML, and a page holds both.
    'void-style': 'off',
    // React writes boolean and empty attributes as disabled="" and hidden="": checked for that style.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // gatsby-plugin-image sizes, places and fades its images with style attributes, and Gatsby's focus wrapper
    // carries style="outline:none".
    'no-inline-style': 'off',
    // Gatsby's root element is <div id="___gatsby">; relaxed still rejects empty ids and ids with spaces.
    'valid-id': ['error', { relaxed: true }],
    // Telephone links carry the class tel (white-space: nowrap, global.css) rather than &nbsp; and U+2011 in the
    // number, so the text stays the number as written (copied, read aloud) and needs no extra glyph in the cut fonts.
    'tel-non-breaking': ['error', { ignoreClasses: ['tel'] }],
    // The header holds two <nav>s with the same name, the desktop bar and the mobile bar: a media query shows one
    // and hides the other (display: none, so out of the accessibility tree), and html-validate reads no CSS.
    'unique-landmark': 'off',
    // Page titles are the SEO module's choice (src/seo): a USA stock item's title is its name, code and the brand, up
    // to 75 characters; search engines shorten a long title, they do not reject it.
    'long-title': 'off',
  },
};
