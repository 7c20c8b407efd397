// What `gatsby-plugin-react-i18next` is in the CMS preview bundle (src/cms/preview/build.ts): the site's browser
// stand-in of react-i18next (src/browser/react-i18next.ts), the same one the site's pages translate with, fed by the
// preview's i18next instance (src/cms/preview/i18n.ts) instead of a page's locale data.
export { useTranslation, I18nextProvider, I18nContext } from '../../../browser/react-i18next';
export { Link } from './gatsby';
