// The USA item's calculator in the CMS preview: its heading and introduction only, where the page has the calculator.
// An editor previews the item's texts, not what a buyer works out with it; the calculator's code, its advice and their
// texts would take the preview over its 150 kB budget. Same export as src/components/usa/UsaCalculator.tsx.
import { useTranslation } from 'gatsby-plugin-react-i18next';

export type { UsaTermsData } from '../../../components/usa/UsaCalculator';

export function UsaCalculator() {
  const { t } = useTranslation('usa');
  return (
    <section className="usa-calc" aria-labelledby="usa-calc-title">
      <h2 id="usa-calc-title">{t('calc.title')}</h2>
      <p>{t('calc.intro')}</p>
    </section>
  );
}
