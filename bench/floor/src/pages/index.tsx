// The empty page of our stack: one translated heading (something for Lighthouse to paint), <html lang dir> set.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';

interface Data {
  locales: { edges: { node: { ns: string; data: string; language: string } }[] };
}
interface Context {
  language: string;
}

export default function Floor(_: PageProps<Data, Context>) {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('title')}</h1>
    </main>
  );
}

export function Head({ pageContext }: HeadProps<Data, Context>) {
  return (
    <>
      <html lang={pageContext.language} dir={pageContext.language === 'ar' ? 'rtl' : 'ltr'} />
      <title>Stack floor</title>
      <meta name="description" content="The empty page of the site's stack." />
    </>
  );
}

export const query = graphql`
  query ($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
