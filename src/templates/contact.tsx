// Contact pages (main and USA): the contact form, the company's contact details and the sales team cards.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, organizationInput } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { organization } from '../seo/structured-data';
import { pathTo } from '../routes';
import { present, type BasePageContext } from './types';
import { ContactForm } from '../contact/form/ContactForm';
import { isLang, defaultLang } from '../i18n/languages';
import '../styles/contact.css';
import '../styles/quote.css';
import { PhoneLink } from '../components/PhoneLink';
import { TextWithPhone } from '../components/PhoneNumber';

export default function ContactPage({ data, pageContext }: PageProps<Queries.ContactPageQuery, BasePageContext>) {
  const { t } = useTranslation('pages');
  const usa = pageContext.section === 'usa' && data.usa;
  const lang = isLang(pageContext.language) ? pageContext.language : defaultLang;
  const phone = usa ? data.usa?.phone : present(data.company, 'company').phone;
  return (
    <Layout>
      <h1>{t(usa ? 'contact.usaTitle' : 'contact.title')}</h1>
      <section className="contact-form-section" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{t(usa ? 'contact:form.usaTitle' : 'contact:form.title')}</h2>
        <ContactForm lang={lang} pageSource={usa ? 'usaContact' : 'contact'} titleId="contact-form-title" />
      </section>
      <address className="contact-details">
        {/* The USA address is written left to right in every language (else Arabic pages move its street number to the end). */}
        {usa ? <span dir="ltr">{data.usa?.address}</span> : present(data.company, 'company').address.text}
        <br />
        {phone && <PhoneLink number={phone} />}
        <br />
        <a href={`mailto:${usa ? data.usa?.email : present(data.company, 'company').email}`}>
          {usa ? data.usa?.email : present(data.company, 'company').email}
        </a>
      </address>
      <h2>{t('contact.team')}</h2>
      <ul className="team-cards">
        {data.allTeamMember.nodes.map((m) => (
          <li key={m.jsonId} className="team-card">
            <h3>{m.name}</h3>
            <p>{m.job.text}</p>
            <a href={`mailto:${m.email}`}>{m.email}</a>
            <br />
            <a href={m.watsappLink} target="_blank" rel="noopener noreferrer">
              <TextWithPhone text={(number) => t('common:footer.whatsapp', { number })} number={m.whatsapp} />
            </a>
          </li>
        ))}
      </ul>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ContactPageQuery, BasePageContext>) {
  const t = usePageHeadT(data.locales, pageContext.language);
  const key = pageContext.section === 'usa' ? 'contact.usaTitle' : 'contact.title';
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={t(`pages:${key}`)}
      description={present(data.company, 'company').address.text}
      jsonLd={({ siteUrl, lang }) => [organization(siteUrl, pathTo(lang, { page: 'home' }), organizationInput(data))]}
    />
  );
}

export const query = graphql`
  query ContactPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "contact"] } }) {
      ...PageLocales
    }
    company {
      name
      email
      phone
      address {
        text(lang: $language)
      }
    }
    usa: usaInfo {
      email
      phone
      address
    }
    allTeamMember(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        name
        email
        whatsapp
        watsappLink
        job {
          text(lang: $language)
        }
      }
    }
    seoCompany: company {
      ...SeoCompany
    }
    seoTeam: allTeamMember(sort: { jsonId: ASC }) {
      ...SeoTeam
    }
  }
`;
