// The head of a page whose title and description are locale keys (the catalogue, the request forms, the searches, the
// quote list, the thank-you pages, the visualizer), read with the page's own texts like every Head's.
import type { HeadProps } from 'gatsby';
import { usePageHeadT, type LocaleNodes } from '../i18n/page-i18n';
import type { SeoContext } from '../seo/head-tags';
import { present } from '../types/present';
import { PageHead, type PageHeadProps } from './PageHead';

interface Props extends Omit<PageHeadProps, 'lang' | 'seo' | 'siteName' | 'title' | 'description'> {
  /** The page query's result: its locales (`...PageLocales`) and the company's name. */
  data: { readonly locales: LocaleNodes; readonly company: { readonly name: string } | null };
  pageContext: { language: string; seo?: SeoContext };
  /** Locale keys with their namespace, e.g. `contact:holds.title` and `seo:description.usaHoldRequest`. */
  titleKey: string;
  descriptionKey: string;
}

export function KeyedPageHead({ data, pageContext, titleKey, descriptionKey, ...rest }: Props) {
  const t = usePageHeadT(data.locales, pageContext.language);
  return (
    <PageHead
      lang={pageContext.language}
      siteName={present(data.company, 'company').name}
      seo={pageContext.seo}
      title={t(titleKey)}
      description={t(descriptionKey)}
      {...rest}
    />
  );
}

/** Locale keys of a page's title and description, with their namespaces. */
export interface HeadKeys {
  title: string;
  description: string;
}

/**
 * The `Head` of a page kept out of search results (a form, a search, the quote list, a thank-you page): its title and
 * description from locale keys, fixed or chosen by the page's context.
 */
export function noindexHead<Context extends Props['pageContext']>(
  keys: HeadKeys | ((pageContext: Context) => HeadKeys),
): (props: HeadProps<Props['data'], Context>) => React.JSX.Element {
  return function Head({ data, pageContext }) {
    const { title, description } = typeof keys === 'function' ? keys(pageContext) : keys;
    return (
      <KeyedPageHead data={data} pageContext={pageContext} titleKey={title} descriptionKey={description} noindex />
    );
  };
}
