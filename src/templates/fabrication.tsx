// Fabrication: the page query and head; the content (the editors' Markdown introduction, then photo groups opening in a
// full-screen gallery) is src/views/FabricationView.tsx, which the CMS preview renders too.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { shareImage } from '../seo/share-image';
import { present, type BasePageContext } from './types';
import { FabricationView } from '../views/FabricationView';

export default function FabricationPage({ data }: PageProps<Queries.FabricationPageQuery, BasePageContext>) {
  return (
    <Layout>
      <FabricationView body={data.body} photos={data.allFabricationPhoto.nodes} />
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
