// Catalogue: the printed catalogue's pages 1–59 as lazily loaded images with page numbers and a page jump list.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../components/Layout';
import { PageHead, localeText } from '../components/PageHead';
import { PhotoGrid } from '../components/PhotoGrid';
import type { BasePageContext, WithLocales } from './types';

interface CatalogData extends WithLocales {
  catalog: { pages: { page: number; image: ImageDataLike | null }[] };
}

export default function CatalogPage({ data }: PageProps<CatalogData, BasePageContext>) {
  const { t } = useTranslation('pages');
  const pages = data.catalog.pages;
  return (
    <Layout>
      <h1>{t('catalog.title')}</h1>
      <nav aria-label={t('catalog.jump')} className="catalog-jump">
        <ul>
          {pages.map((p) => (
            <li key={p.page}>
              <a href={`#page-${p.page}`}>{p.page}</a>
            </li>
          ))}
        </ul>
      </nav>
      <PhotoGrid
        photos={pages.map((p) => ({
          key: p.page,
          id: `page-${p.page}`,
          image: p.image,
          alt: t('catalog.pageAlt', { number: p.page, total: pages.length }),
          caption: t('catalog.page', { number: p.page }),
        }))}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<CatalogData, BasePageContext>) {
  return <PageHead lang={pageContext.language} siteName={data.company.name} title={localeText(data.locales, 'pages', 'catalog.title')} />;
}

export const query = graphql`
  query CatalogPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
      ...PageLocales
    }
    company { name }
    catalog { pages { page image { childImageSharp { gatsbyImageData(width: 300, aspectRatio: 0.706) } } } }
  }
`;
