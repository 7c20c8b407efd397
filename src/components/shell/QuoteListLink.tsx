// Navigation link to the visitor's quote list with its item count, so the visitor sees the list grow.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { pathTo } from '../../routes';
import { useQuoteList } from '../../quote/quote-list';
import { LocalizedLink } from '../LocalizedLink';
import { usePageLang } from '../usePageLang';

export function QuoteListLink() {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  const count = useQuoteList().length;
  return (
    <LocalizedLink
      to={pathTo(lang, { page: 'quote' })}
      className="quote-link"
      aria-label={t('nav.quoteCount', { count })}
    >
      <span aria-hidden="true">{t('nav.quote')}</span>
      {/* Always rendered (empty at 0) so the bar does not shift when the stored list is read after hydration. */}
      <span className="quote-count" aria-hidden="true" data-count={count}>
        {count > 0 ? count : ''}
      </span>
    </LocalizedLink>
  );
}
