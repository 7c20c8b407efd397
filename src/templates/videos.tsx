// Videos: project, production and informative videos as tabs, ordered by queue, plus the French informative list
// (shown first on /fr). Players load only when a poster is clicked.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { videoObject } from '../seo/structured-data';
import { shareImage } from '../seo/share-image';
import { Tabs } from '../components/Tabs';
import { VideoEmbed } from '../components/company/VideoEmbed';
import { present, type BasePageContext, type Text } from './types';

interface Video {
  jsonId: number;
  group: string;
  name: Text;
  url: string;
  uploadDate: string;
  queue: string;
  poster: ImageDataLike | null;
}

const tabGroups = ['projects', 'production', 'informative'] as const;

function VideoGrid({ videos }: { videos: Video[] }) {
  return (
    <ul className="video-grid">
      {videos.map((v) => (
        <li key={v.jsonId}>
          <VideoEmbed url={v.url} title={v.name.text} poster={v.poster} />
          <p className="video-title">{v.name.text}</p>
        </li>
      ))}
    </ul>
  );
}

export default function VideosPage({ data, pageContext }: PageProps<Queries.VideosPageQuery, BasePageContext>) {
  const { t } = useTranslation(['pages', 'company']);
  // Sorted by group and queue in the query, so filtering keeps the queue order.
  const inGroup = (group: string) => data.allVideo.nodes.filter((v) => v.group === group);
  const french = inGroup('informative_fr');
  const frenchSection = french.length > 0 && (
    <section aria-labelledby="videos-informative_fr" className="videos-french">
      <h2 id="videos-informative_fr">{t('videos.groups.informative_fr')}</h2>
      {pageContext.language !== 'fr' && <p>{t('company:videos.frenchNote')}</p>}
      <VideoGrid videos={french} />
    </section>
  );
  return (
    <Layout>
      <h1>{t('videos.title')}</h1>
      {pageContext.language === 'fr' && frenchSection}
      <Tabs
        label={t('company:videos.tabs')}
        tabs={tabGroups.map((group) => ({
          id: group,
          label: t(`videos.groups.${group}`),
          content: <VideoGrid videos={inGroup(group)} />,
        }))}
      />
      {pageContext.language !== 'fr' && frenchSection}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.VideosPageQuery, BasePageContext>) {
  const t = usePageHeadT(data.locales, pageContext.language);
  const videos = data.allVideo.nodes.flatMap((v) => {
    const poster = shareImage(v.poster, v.name.text);
    return poster ? [{ video: v, poster }] : [];
  });
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={t('pages:videos.title')}
      description={t('seo:description.videos')}
      image={videos[0]?.poster}
      jsonLd={({ siteUrl }) =>
        videos.map(({ video, poster }) =>
          videoObject(siteUrl, {
            name: video.name.text,
            description: `${t(`pages:videos.groups.${video.group}`)}: ${video.name.text}`,
            embedUrl: video.url,
            thumbnail: poster.src,
            uploadDate: video.uploadDate,
          }),
        )
      }
    />
  );
}

export const query = graphql`
  query VideosPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "company", "seo"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    allVideo(sort: [{ group: ASC }, { queue: ASC }]) {
      nodes {
        jsonId
        group
        url
        uploadDate
        queue
        name {
          text(lang: $language)
        }
        poster {
          gatsbyImageData(width: 480, aspectRatio: 1.7778, outputPixelDensities: [1, 2])
        }
      }
    }
  }
`;
