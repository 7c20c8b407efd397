// The page links of a paginated listing (real links: crawlers and visitors without JavaScript page through them).
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { ChevronIcon } from '../company/icons';

export function ListingPagination({
  pageNumber,
  numPages,
  pathOf,
}: {
  pageNumber: number;
  numPages: number;
  /** The path of the listing's page n. */
  pathOf: (n: number) => string;
}) {
  const { t } = useTranslation('pages');
  if (numPages <= 1) return null;
  return (
    <nav aria-label={t('listing.pagination')} className="pagination">
      <ul>
        {pageNumber > 1 && (
          <li>
            <LocalizedLink to={pathOf(pageNumber - 1)} rel="prev" className="pagination-step">
              <ChevronIcon direction="back" />
              {t('a11y:pagination.previous')}
            </LocalizedLink>
          </li>
        )}
        {Array.from({ length: numPages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <LocalizedLink to={pathOf(n)} aria-current={n === pageNumber ? 'page' : undefined}>
              {t('listing.page', { number: n })}
            </LocalizedLink>
          </li>
        ))}
        {pageNumber < numPages && (
          <li>
            <LocalizedLink to={pathOf(pageNumber + 1)} rel="next" className="pagination-step">
              {t('a11y:pagination.next')}
              <ChevronIcon direction="forward" />
            </LocalizedLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
