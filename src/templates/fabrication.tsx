// Fabrication: the editors' Markdown introduction (data/content/fabrication/), then photo groups of the factories, the quarries and the USA warehouse, opening in a full-screen gallery.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { shareImage } from '../seo/share-image';
import { PhotoGrid } from '../components/PhotoGrid';
import { MarkdownBody } from '../components/MarkdownBody';
import { present, type BasePageContext } from './types';

const groups = ['factories', 'quarries', 'usa-warehouse'] as const;

export default function FabricationPage({ data }: PageProps<Queries.FabricationPageQuery, BasePageContext>) {
  const { t } = useTranslation(['pages', 'company']);
  return (
    <Layout>
      <h1>{data.body?.frontmatter?.title}</h1>
      <MarkdownBody html={data.body?.html} />
      {groups.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`}>{t(`fabrication.groups.${group}`)}</h2>
          <PhotoGrid
            galleryLabel={t('company:gallery.label', { title: t(`fabrication.groups.${group}`) })}
            photos={data.allFabricationPhoto.nodes
              .filter((p) => p.group === group)
              .map((p) => ({ key: p.jsonId, image: p.image, full: p.full, alt: p.title.text, caption: p.title.text }))}
          />
        </section>
      ))}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.FabricationPageQuery, BasePageContext>) {
  const first = data.allFabricationPhoto.nodes[0];
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={data.body?.frontmatter?.title ?? ''}
      description={data.body?.frontmatter?.description ?? ''}
      image={first && shareImage(first.full, first.title.text)}
    />
  );
}

export const query = graphql`
  query FabricationPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "company"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    body: markdownRemark(fields: { collection: { eq: "fabrication" }, lang: { eq: $language } }) {
      ...MarkdownPage
    }
    allFabricationPhoto(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        group
        title {
          text(lang: $language)
        }
        image {
          gatsbyImageData(width: 400, aspectRatio: 1.333, outputPixelDensities: [1, 2])
        }
        full: image {
          gatsbyImageData(width: 1600, outputPixelDensities: [0.5, 1])
        }
      }
    }
  }
`;
