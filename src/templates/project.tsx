// Project detail: name, country, information, photos with the products used, and the external link.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { GatsbyImage, getImage, type ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { LocalizedLink } from '../components/LocalizedLink';
import { usePageLang } from '../components/usePageLang';
import { pathTo } from '../routes';
import type { BasePageContext, Text, WithLocales } from './types';

interface ProjectData extends WithLocales {
  project: {
    jsonId: number;
    name: Text;
    country: Text;
    information: Text;
    link: string | null;
    photos: { image: ImageDataLike | null; productName: Text; productId: number | null }[];
  };
  allProduct: { nodes: { jsonId: number; slug: string }[] };
}

export default function ProjectPage({ data }: PageProps<ProjectData, BasePageContext>) {
  const { t } = useTranslation('pages');
  const lang = usePageLang();
  const p = data.project;
  const productSlug = new Map(data.allProduct.nodes.map((x) => [x.jsonId, x.slug]));
  return (
    <Layout>
      <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
        <ol>
          <li><LocalizedLink to={pathTo(lang, { page: 'home' })}>{t('breadcrumb.home')}</LocalizedLink></li>
          <li><LocalizedLink to={pathTo(lang, { page: 'projects' })}>{t('projects.title')}</LocalizedLink></li>
          <li aria-current="page">{p.name.text}</li>
        </ol>
      </nav>
      <h1>{p.name.text}</h1>
      <p className="project-country">{p.country.text}</p>
      <p>{p.information.text}</p>
      <ul className="project-photos">
        {p.photos.map((photo, i) => {
          const img = photo.image ? getImage(photo.image) : undefined;
          const slug = photo.productId ? productSlug.get(photo.productId) : undefined;
          return (
            <li key={i}>
              <figure>
                {img && <GatsbyImage image={img} alt={t('project.photoAlt', { project: p.name.text, product: photo.productName.text })} />}
                <figcaption>
                  {slug && photo.productId ? (
                    <LocalizedLink to={pathTo(lang, { page: 'product', slug, id: photo.productId })}>{photo.productName.text}</LocalizedLink>
                  ) : (
                    photo.productName.text
                  )}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      {p.link && (
        <p>
          <a href={p.link} target="_blank" rel="noopener noreferrer">
            {t('project.externalLink')}
          </a>
        </p>
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<ProjectData, BasePageContext>) {
  return <PageHead lang={pageContext.language} siteName={data.company.name} title={data.project.name.text} description={data.project.information.text} />;
}

export const query = graphql`
  query ProjectPage($language: String!, $projectId: Int!, $productIds: [Int!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
      ...PageLocales
    }
    company { name }
    project(jsonId: { eq: $projectId }) {
      jsonId
      name { text(lang: $language) }
      country { text(lang: $language) }
      information { text(lang: $language) }
      link
      photos {
        productId
        productName { text(lang: $language) }
        image { childImageSharp { gatsbyImageData(width: 640, aspectRatio: 1.333) } }
      }
    }
    allProduct(filter: { jsonId: { in: $productIds } }) { nodes { jsonId slug } }
  }
`;
