// Question/answer list as native disclosure widgets (<details>): keyboard and screen-reader ready and readable
// without JavaScript. With JavaScript: open/close all, and the item named in the URL hash opens.
import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import '../../styles/company.css';

export interface DisclosureItem {
  id: string;
  summary: string;
  content: React.ReactNode;
}

export function DisclosureList({ items }: { items: DisclosureItem[] }) {
  const { t } = useTranslation('company');
  const listRef = useRef<HTMLUListElement>(null);
  const [enhanced, setEnhanced] = useState(false);

  const setAll = (open: boolean) => listRef.current?.querySelectorAll('details').forEach((d) => (d.open = open));

  useEffect(() => {
    setEnhanced(true);
    const openFromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target instanceof HTMLDetailsElement && listRef.current?.contains(target)) {
        target.open = true;
        target.querySelector('summary')?.focus();
      }
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, []);

  return (
    <>
      {/* Kept in the layout before hydration (only invisible) so the list does not move when they appear. */}
      <div className="disclosure-tools" style={enhanced ? undefined : { visibility: 'hidden' }}>
        <button type="button" className="text-button" onClick={() => setAll(true)} disabled={!enhanced}>
          {t('faq.openAll')}
        </button>
        <button type="button" className="text-button" onClick={() => setAll(false)} disabled={!enhanced}>
          {t('faq.closeAll')}
        </button>
      </div>
      <ul className="disclosure-list" ref={listRef}>
        {items.map((item) => (
          <li key={item.id}>
            <details id={item.id} className="disclosure-item">
              <summary>
                <h2>{item.summary}</h2>
              </summary>
              <div>{item.content}</div>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}
