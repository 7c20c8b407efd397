// About page: the editors' Markdown body (data/content/about/), company facts, mission, vision, social links and the company profile PDF
// in the page's language.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, organizationInput } from '../components/PageHead';
import { organization } from '../seo/structured-data';
import { filePathTo, pathTo } from '../routes';
import { usePageLang } from '../components/usePageLang';
import { CompanyFacts } from '../components/company/CompanyFacts';
import { NewTabHint } from '../components/company/NewTabHint';
import { present, type BasePageContext } from './types';
import '../styles/company.css';
// After company.css: every template loads the two style sheets in the same order (one CSS chunk, no order conflict).
import { MarkdownBody } from '../components/MarkdownBody';

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery, BasePageContext>) {
  const { t } = useTranslation(['pages', 'company']);
  const c = present(data.company, 'company');
  const lang = usePageLang();
  return (
    <Layout>
      <h1>{data.body?.frontmatter?.title}</h1>
      <MarkdownBody html={data.body?.html} />
      <CompanyFacts company={c} />
      <h2>{t('about.mission')}</h2>
      <p>{c.mission.text}</p>
      <h2>{t('about.vision')}</h2>
      <p>{c.vision.text}</p>
      <h2>{t('about.follow')}</h2>
      <ul className="socials">
        {c.socials.map((s) => (
          <li key={s.link}>
            <a href={s.link} target="_blank" rel="noopener noreferrer">
              {s.name}
              <NewTabHint />
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a
          className="profile-link"
          href={filePathTo(lang, { file: 'companyProfile', path: c.profilePdf })}
          type="application/pdf"
        >
          {t('about.profilePdf')}
        </a>
      </p>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.AboutPageQuery, BasePageContext>) {
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={data.body?.frontmatter?.title ?? ''}
      description={data.body?.frontmatter?.description ?? present(data.company, 'company').mission.text}
      jsonLd={({ siteUrl, lang }) => [organization(siteUrl, pathTo(lang, { page: 'home' }), organizationInput(data))]}
    />
  );
}

export const query = graphql`
  query AboutPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "company"] } }) {
      ...PageLocales
    }
    company {
      name
      since
      years
      monthlyCapacityM2
      profilePdf
      mission {
        text(lang: $language)
      }
      vision {
        text(lang: $language)
      }
      socials {
        name
        link
      }
    }
    body: markdownRemark(fields: { collection: { eq: "about" }, lang: { eq: $language } }) {
      ...MarkdownPage
    }
    seoCompany: company {
      ...SeoCompany
    }
    seoTeam: allTeamMember(sort: { jsonId: ASC }) {
      ...SeoTeam
    }
  }
`;
