// The frame of a category or filter listing: the filters first, in a "Filters" disclosure above the cards on a phone
// and beside them on a wider screen (catalogue.css), then the results.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';

export function ListingLayout({
  filters,
  chosen = 0,
  children,
}: {
  filters: React.ReactNode;
  /** How many options are ticked, shown on the disclosure. */
  chosen?: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="listing-layout">
      {/* Past the filters' many links or boxes to the cards, for a keyboard; the filters come first in the page's order. */}
      <a className="listing-skip-results results-skip" href="#listing-results">
        {t('filters.skipToResults')}
      </a>
      <details className="listing-filters">
        <summary>{chosen > 0 ? t('filters.showChosen', { count: chosen }) : t('filters.show')}</summary>
        {filters}
      </details>
      <div className="listing-results" id="listing-results" tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
