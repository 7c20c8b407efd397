// Project detail: name, country, the story (Markdown, data/content/projects/<id>/), photos with the products used, and the external link.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { breadcrumbList } from '../seo/structured-data';
import { shareImage } from '../seo/share-image';
import { LocalizedLink } from '../components/LocalizedLink';
import { usePageLang } from '../components/usePageLang';
import { PhotoGrid } from '../components/PhotoGrid';
import { NewTabHint } from '../components/company/NewTabHint';
import { pathTo } from '../routes';
import { MarkdownBody } from '../components/MarkdownBody';
import { present, type BasePageContext } from './types';

interface ProjectContext extends BasePageContext {
  /** Slugs of the products the photos show (src/node/pages/detail-pages.ts). */
  products: { id: number; slug: string }[];
}

export default function ProjectPage({ data, pageContext }: PageProps<Queries.ProjectPageQuery, ProjectContext>) {
  const { t } = useTranslation(['pages', 'company']);
  const lang = usePageLang();
  const p = present(data.project, 'project');
  const productSlug = new Map(pageContext.products.map((x) => [x.id, x.slug]));
  return (
    <Layout>
      <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
        <ol>
          <li>
            <LocalizedLink to={pathTo(lang, { page: 'home' })}>{t('breadcrumb.home')}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to={pathTo(lang, { page: 'projects' })}>{t('projects.title')}</LocalizedLink>
          </li>
          <li aria-current="page">{p.name.text}</li>
        </ol>
      </nav>
      <h1>{p.name.text}</h1>
      <p className="project-meta project-country">{t('company:projects.country', { country: p.country.text })}</p>
      <MarkdownBody html={data.story?.html} className="project-story" />
      <h2>{t('company:projects.photos')}</h2>
      <PhotoGrid
        className="project-photos"
        galleryLabel={t('company:gallery.label', { title: p.name.text })}
        photos={p.photos.map((photo, i) => {
          const slug = photo.productId ? productSlug.get(photo.productId) : undefined;
          const product = photo.productName.text;
          return {
            key: i,
            image: photo.image,
            full: photo.full,
            alt: t('project.photoAlt', { project: p.name.text, product }),
            galleryCaption: t('company:projects.stoneUsed', { product }),
            caption:
              slug && photo.productId ? (
                <LocalizedLink to={pathTo(lang, { page: 'product', slug, id: photo.productId })}>
                  {product}
                </LocalizedLink>
              ) : (
                product
              ),
          };
        })}
      />
      {p.link && (
        <p>
          <a href={p.link} target="_blank" rel="noopener noreferrer">
            {t('project.externalLink')}
            <NewTabHint />
          </a>
        </p>
      )}
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
