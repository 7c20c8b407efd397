// Videos: project, production and informative groups (plus the French informative list), ordered by queue.
// Only links to the videos here; embedding behind a poster click comes with the company-pages issue.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, localeText } from '../components/PageHead';
import type { BasePageContext, Text, WithLocales } from './types';

interface VideosData extends WithLocales {
  allVideo: { nodes: { jsonId: number; group: string; name: Text; url: string; queue: string }[] };
}

export default function VideosPage({ data, pageContext }: PageProps<VideosData, BasePageContext>) {
  const { t } = useTranslation('pages');
  const groups = pageContext.language === 'fr' ? ['informative_fr', 'projects', 'production', 'informative'] : ['projects', 'production', 'informative', 'informative_fr'];
  return (
    <Layout>
      <h1>{t('videos.title')}</h1>
      {groups.map((group) => (
        <section key={group} aria-labelledby={`videos-${group}`}>
          <h2 id={`videos-${group}`}>{t(`videos.groups.${group}`)}</h2>
          <ol>
            {data.allVideo.nodes
              .filter((v) => v.group === group)
              .map((v) => (
                <li key={v.jsonId}>
                  <a href={v.url} target="_blank" rel="noopener noreferrer">{v.name.text}</a>
                </li>
              ))}
          </ol>
        </section>
      ))}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<VideosData, BasePageContext>) {
  return <PageHead lang={pageContext.language} siteName={data.company.name} title={localeText(data.locales, 'pages', 'videos.title')} />;
}

export const query = graphql`
  query VideosPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
      ...PageLocales
    }
    company { name }
    allVideo(sort: [{ group: ASC }, { queue: ASC }]) { nodes { jsonId group url queue name { text(lang: $language) } } }
  }
`;
