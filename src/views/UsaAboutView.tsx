// The USA About page's content (inside the site's Layout): the editors' Markdown on the warehouse
// (data/content/usa-about/), then its delivery, payment, discount, breakage and hold terms. The template
// (src/templates/usa-about.tsx) feeds it from its query, the CMS preview from the file being edited and data/usa.json.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../components/LocalizedLink';
import { LocalizedText } from '../components/LocalizedText';
import { PhoneLink } from '../components/PhoneLink';
import { usePageLang } from '../components/usePageLang';
import { pathTo } from '../routes';
import { TitleAndBody, type MarkdownPageData } from './TitleAndBody';
import '../styles/usa.css';

export type UsaAboutInfo = NonNullable<Queries.UsaAboutPageQuery['usaInfo']>;

/** USA About: the Markdown on the warehouse, then its delivery, payment, discount, breakage and hold terms. */
export function UsaAboutView({ body, usaInfo: u }: { body: MarkdownPageData; usaInfo: UsaAboutInfo | null }) {
  const { t } = useTranslation(['pages', 'usa']);
  const lang = usePageLang();
  if (!u) return <TitleAndBody body={body} />;
  const terms = u.terms;
  const methods = new Intl.ListFormat(lang, { type: 'conjunction' }).format(
    terms.paymentMethods.map((m) => t(`usa:about.paymentMethods.${m}`)),
  );
  return (
    <>
      <TitleAndBody body={body} />
      <h2>{t('usa.deliveryTerms')}</h2>
      <p>
        <LocalizedText value={u.deliveryTerms} />
      </p>
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
        <dd>
          <LocalizedText value={u.hours} />
        </dd>
      </dl>
      <p>
        <LocalizedLink to={pathTo(lang, { page: 'usaContact' })}>{t('usa:about.contactLink')}</LocalizedLink>
      </p>
    </>
  );
}
