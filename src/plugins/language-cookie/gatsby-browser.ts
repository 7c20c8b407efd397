// Browser hooks: remember the current language in the `language` cookie on every navigation (spec §4).
import type { GatsbyBrowser } from 'gatsby';
import { langFromPath } from '../../i18n/languages';

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  document.cookie = `language=${langFromPath(location.pathname)}; path=/; max-age=31536000; SameSite=Lax`;
};
