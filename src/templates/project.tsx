// Project detail: the page query and head; the content (name, country, story, photos with the products used, the
// external link) is src/views/ProjectView.tsx, which the CMS preview renders too.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { breadcrumbList } from '../seo/structured-data';
import { shareImage } from '../seo/share-image';
import { pathTo } from '../routes';
import { ProjectView } from '../views/ProjectView';
import { present, type BasePageContext } from './types';

interface ProjectContext extends BasePageContext {
  /** Slugs of the products the photos show (src/node/pages/detail-pages.ts). */
  products: { id: number; slug: string }[];
}

export default function ProjectPage({ data, pageContext }: PageProps<Queries.ProjectPageQuery, ProjectContext>) {
  return (
    <Layout>
      <ProjectView
        project={present(data.project, 'project')}
        storyHtml={data.story?.html}
        products={pageContext.products}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ProjectPageQuery, BasePageContext>) {
  const t = usePageHeadT(data.locales, pageContext.language);
  const p = present(data.project, 'project');
  const photo = p.photos[0];
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={p.name.text}
      description={data.story?.frontmatter?.description ?? p.name.text}
      image={
        photo &&
        shareImage(
          photo.full,
          t('pages:project.photoAlt', {
            project: p.name.text,
            product: photo.productName.text,
          }),
        )
      }
      ogType="article"
      jsonLd={({ siteUrl, lang }) => [
        breadcrumbList(siteUrl, [
          { name: t('pages:breadcrumb.home'), path: pathTo(lang, { page: 'home' }) },
          { name: t('pages:projects.title'), path: pathTo(lang, { page: 'projects' }) },
          { name: p.name.text, path: pathTo(lang, { page: 'project', slug: p.slug, id: p.jsonId }) },
        ]),
      ]}
    />
  );
}

export const query = graphql`
  query ProjectPage($language: String!, $projectId: Int!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "company"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    project(jsonId: { eq: $projectId }) {
      jsonId
      slug
      name {
        text(lang: $language)
      }
      country {
        text(lang: $language)
      }
      link
      photos {
        productId
        productName {
          text(lang: $language)
        }
        image {
          gatsbyImageData(width: 640, aspectRatio: 1.333, outputPixelDensities: [0.5, 1, 2])
        }
        full: image {
          gatsbyImageData(width: 1600, outputPixelDensities: [0.5, 1])
        }
      }
    }
    story: markdownRemark(
      fields: { collection: { eq: "projects" }, entityId: { eq: $projectId }, lang: { eq: $language } }
    ) {
      ...MarkdownPage
    }
  }
`;
