// Shapes shared by templates: page context and the localized text objects page queries return.
import type { I18nContext } from '../node/page-context';
import type { LocaleNodes } from '../components/PageHead';

export interface BasePageContext {
  language: string;
  i18n: I18nContext;
  section?: 'main' | 'usa';
}

export interface Text {
  text: string;
}

export interface WithLocales {
  locales: LocaleNodes;
  company: { name: string };
}
