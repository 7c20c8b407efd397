// The company profile: facts, about, mission and vision, what we produce, the sales team and the contact details.
import type { Lang } from '../i18n/languages';
import type { PdfData } from './data';
import type { Translate } from './texts';
import { ContactFooter, SheetHeader } from './document';
import { TextWithPhone } from '../components/PhoneNumber';

export interface CompanyProfileProps {
  lang: Lang;
  t: Translate;
  data: PdfData;
  pageUrl: string;
}

export function CompanyProfile({ lang, t, data, pageUrl }: CompanyProfileProps) {
  const c = data.company;
  return (
    <>
      <SheetHeader company={c.name} kind={t('company:pdf.title')} />
      <h1>{c.name}</h1>
      <p className="subtitle">{t('company:pdf.title')}</p>
      <h2>{t('company:home.facts')}</h2>
      <ul>
        <li>{t('pages:home.facts.since', { year: c.since })}</li>
        <li>{t('pages:home.facts.years', { years: c.years })}</li>
        <li>{t('pages:home.facts.capacity', { amount: c.monthlyCapacityM2.toLocaleString(lang) })}</li>
      </ul>
      <h2>{t('pages:home.about')}</h2>
      <p>{c.about[lang]}</p>
      <h2>{t('pages:about.mission')}</h2>
      <p>{c.mission[lang]}</p>
      <h2>{t('pages:about.vision')}</h2>
      <p>{c.vision[lang]}</p>
      <h2>{t('company:pdf.categories')}</h2>
      <p>{[...data.categories.values()].map((cat) => cat.name[lang]).join(' · ')}</p>
      <h2>{t('pages:home.team')}</h2>
      <table>
        <tbody>
          {data.team.map((m) => (
            <tr key={m.email}>
              <th scope="row">{m.name}</th>
              <td>{m.job[lang]}</td>
              <td>
                <bdi className="ltr">{m.email}</bdi>
              </td>
              <td>
                <TextWithPhone text={(number) => t('common:footer.whatsapp', { number })} number={m.whatsapp} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="note" style={{ marginBlockStart: '4mm' }}>
        {t('company:pdf.website')}
      </p>
      <p className="note ltr">{c.socials.map((s) => s.link).join('   ')}</p>
      <ContactFooter company={c} lang={lang} t={t} labelKey="company:pdf.contact" pageUrl={pageUrl} />
    </>
  );
}
