// 404 page. One page serves every unknown path, so it reads the visitor's language from the URL after mount.
// It also sends wrong or old category names (/product/{anything}/{id}) to the canonical category page.
import React from 'react';
import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { langFromPath } from '../i18n/languages';
import { usePageLang } from '../components/usePageLang';
import { parsePath, pathTo } from '../routes';
import { present, type BasePageContext } from './types';

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery, BasePageContext>) {
  const { t, i18n } = useTranslation('pages');
  const lang = usePageLang();
  // The requested path is known only in the browser; rendering it after mount keeps hydration consistent.
  const [requestedPath, setRequestedPath] = React.useState<string | null>(null);
  React.useEffect(() => {
    const visitorLang = langFromPath(location.pathname);
    const parsed = parsePath(location.pathname);
    if (parsed?.route.page === 'category') {
      const { id, pageNumber } = parsed.route;
      const category = data.allCategory.nodes.find((c) => c.jsonId === id);
      if (category) {
        void navigate(pathTo(parsed.lang, { page: 'category', slug: category.slug, id, pageNumber }), {
          replace: true,
        });
        return;
      }
    }
    void i18n.changeLanguage(visitorLang);
    setRequestedPath(location.pathname);
  }, [location.pathname, data.allCategory.nodes, i18n]);
  return (
    <Layout>
      <h1>{t('notFound.title')}</h1>
      {requestedPath && <p>{t('notFound.message', { path: requestedPath })}</p>}
      <p>
        <a href={pathTo(lang, { page: 'home' })}>{t('notFound.home')}</a>
      </p>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery, BasePageContext>) {
  const lang = langFromPath(location.pathname);
  const t = usePageHeadT(data.locales, lang);
  return (
    <PageHead
      lang={lang}
      siteName={present(data.company, 'company').name}
      title={t('pages:notFound.title')}
      description={t('seo:description.notFound')}
      noindex
    />
  );
}

export const query = graphql`
  query NotFoundPage {
    locales: allLocale(filter: { ns: { in: ["common", "pages", "seo"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    allCategory {
      nodes {
        jsonId
        slug
      }
    }
  }
`;
