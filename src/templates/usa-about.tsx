// USA about: the editors' Markdown on the Atlanta-area warehouse (data/content/usa-about/), what it sells,
// and its delivery, payment, discount, breakage and hold terms.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, organizationInput } from '../components/PageHead';
import { organization } from '../seo/structured-data';
import { LocalizedLink } from '../components/LocalizedLink';
import { PhoneLink } from '../components/PhoneLink';
import { usePageLang } from '../components/usePageLang';
import { pathTo } from '../routes';
import { MarkdownBody } from '../components/MarkdownBody';
import { present, type BasePageContext } from './types';
import '../styles/usa.css';

export default function UsaAboutPage({ data }: PageProps<Queries.UsaAboutPageQuery, BasePageContext>) {
  const { t } = useTranslation(['pages', 'usa']);
  const lang = usePageLang();
  const u = present(data.usaInfo, 'USA warehouse information');
  const terms = u.terms;
  const methods = new Intl.ListFormat(lang, { type: 'conjunction' }).format(
    terms.paymentMethods.map((m) => t(`usa:about.paymentMethods.${m}`)),
  );
  return (
    <Layout>
      <h1>{data.body?.frontmatter?.title}</h1>
      <MarkdownBody html={data.body?.html} />
      <h2>{t('usa.deliveryTerms')}</h2>
      <p>{u.deliveryTerms.text}</p>
      <h2>{t('usa:about.terms')}</h2>
      <ul className="usa-terms">
        <li>{t('usa:about.discount', { sqft: terms.discountAboveSqft.toLocaleString(lang) })}</li>
        <li>{t('usa:about.breakage', { min: terms.breakagePercent.min, max: terms.breakagePercent.max })}</li>
        <li>{t('usa:about.claims', { days: terms.claimWithinDays, percent: terms.noteBreakageAbovePercent })}</li>
        <li>{t('usa:about.hold', { days: terms.holdDays })}</li>
        <li>{t('usa:about.payment', { methods })}</li>
      </ul>
      <p>
        <LocalizedLink to={pathTo(lang, { page: 'usaFaq' })}>{t('usa:about.faqLink')}</LocalizedLink>
      </p>
      <h2>{u.name}</h2>
      <address>
        {u.mapLink ? (
          <a href={u.mapLink} target="_blank" rel="noopener noreferrer" dir="ltr">
            {u.address}
          </a>
        ) : (
          <span dir="ltr">{u.address}</span>
        )}
        <br />
        <PhoneLink number={u.phone} />
        <br />
        <a href={`mailto:${u.email}`}>{u.email}</a>
      </address>
      <dl className="product-facts">
        <dt>{t('usa:about.hours')}</dt>
        <dd>{u.hours.text}</dd>
      </dl>
      <p>
        <LocalizedLink to={pathTo(lang, { page: 'usaContact' })}>{t('usa:about.contactLink')}</LocalizedLink>
      </p>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.UsaAboutPageQuery, BasePageContext>) {
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={data.body?.frontmatter?.title ?? ''}
      description={
        data.body?.frontmatter?.description ?? present(data.usaInfo, 'USA warehouse information').deliveryTerms.text
      }
      jsonLd={({ siteUrl, lang }) => [organization(siteUrl, pathTo(lang, { page: 'home' }), organizationInput(data))]}
    />
  );
}

export const query = graphql`
  query UsaAboutPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "usa"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    usaInfo {
      name
      address
      phone
      email
      mapLink
      hours {
        text(lang: $language)
      }
      terms {
        discountAboveSqft
        breakagePercent {
          min
          max
        }
        claimWithinDays
        noteBreakageAbovePercent
        holdDays
        paymentMethods
      }
      deliveryTerms {
        text(lang: $language)
      }
    }
    body: markdownRemark(fields: { collection: { eq: "usa-about" }, lang: { eq: $language } }) {
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
