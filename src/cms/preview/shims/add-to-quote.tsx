// "Add to quote list" in the CMS preview: its heading only, where the product page has the form. An editor previews the
// product's texts, not a buyer's quote list; the form's code (the quote list, the number reader) would take the preview
// over its 150 kB budget. Same exports as src/components/catalogue/AddToQuote.tsx.
import { useTranslation } from 'gatsby-plugin-react-i18next';

export type { QuoteProduct } from '../../../components/catalogue/AddToQuote';

export function AddToQuote() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="add-to-quote">
      <h2 className="add-to-quote-title">{t('quote.add')}</h2>
    </div>
  );
}
