// The company's key figures (producing since 2002, 23 years, 30,000 m² controlled per month).
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usePageLang } from '../usePageLang';

export interface CompanyFactsData {
  since: number;
  years: number;
  monthlyCapacityM2: number;
}

export function CompanyFacts({ company }: { company: CompanyFactsData }) {
  const { t } = useTranslation('pages');
  const lang = usePageLang();
  return (
    <ul className="facts">
      <li>{t('home.facts.since', { year: company.since })}</li>
      <li>{t('home.facts.years', { years: company.years })}</li>
      <li>{t('home.facts.capacity', { amount: company.monthlyCapacityM2.toLocaleString(lang) })}</li>
    </ul>
  );
}
