// The About page's content (inside the site's Layout): the editors' Markdown (data/content/about/), company facts,
// mission, vision, social links and the company profile PDF in the page's language. The template
// (src/templates/about.tsx) feeds it from its query, the CMS preview from the file being edited and data/company.json.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { filePathTo } from '../routes';
import { usePageLang } from '../components/usePageLang';
import { CompanyFacts } from '../components/company/CompanyFacts';
import { NewTabHint } from '../components/company/NewTabHint';
import { LocalizedText } from '../components/LocalizedText';
import '../styles/company.css';
// After company.css: every template loads the two style sheets in the same order (one CSS chunk, no order conflict).
import { TitleAndBody, type MarkdownPageData } from './TitleAndBody';

export type AboutCompany = NonNullable<Queries.AboutPageQuery['company']>;

/** About: the Markdown, then the company's facts, mission, vision, social links and the company profile PDF. */
export function AboutView({ body, company: c }: { body: MarkdownPageData; company: AboutCompany | null }) {
  const { t } = useTranslation(['pages', 'company']);
  const lang = usePageLang();
  return (
    <>
      <TitleAndBody body={body} />
      {c && (
        <>
          <CompanyFacts company={c} />
          <h2>{t('about.mission')}</h2>
          <p>
            <LocalizedText value={c.mission} />
          </p>
          <h2>{t('about.vision')}</h2>
          <p>
            <LocalizedText value={c.vision} />
          </p>
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
        </>
      )}
    </>
  );
}
