// Search box of spec §2: submits on Enter or when leaving the field; switches to USA search inside the USA section.
import React from 'react';
import { navigate } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { isUsaSection, maxSearchTermLength, pathTo, searchTarget } from '../routes';
import { usePageLang } from './usePageLang';

export function SearchBox({ id }: { id: string }) {
  const { t, path } = useI18next();
  const lang = usePageLang();
  const usa = isUsaSection(path);
  const lastSubmitted = React.useRef<string | null>(null);

  const submit = (value: string) => {
    const target = searchTarget(lang, value, usa);
    if (lastSubmitted.current === target) return; // Enter followed by blur submits once
    lastSubmitted.current = target;
    void navigate(target);
  };

  return (
    <form
      role="search"
      className="search-box"
      action={pathTo(lang, usa ? { page: 'usaSearch', term: '' } : { page: 'search', term: '' })}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        submit(new FormData(e.currentTarget).get('q')?.toString() ?? '');
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t(usa ? 'search.usaLabel' : 'search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={maxSearchTermLength}
        placeholder={t(usa ? 'search.usaPlaceholder' : 'search.placeholder')}
        onFocus={() => (lastSubmitted.current = null)}
        onBlur={(e) => {
          if (e.currentTarget.value !== '') submit(e.currentTarget.value);
        }}
      />
    </form>
  );
}
