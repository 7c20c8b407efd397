// Search box: submits on Enter, with its button, or when leaving the field (which the field's description
// says, so nobody is surprised); switches to USA search inside the USA section. A combobox: its suggestions as you type
// (src/components/search/SearchSuggestions.tsx) are loaded when the field is first focused, not with the page.
// Without JavaScript the form still works: it GETs the search page with ?q=, which the host answers (src/api/search.ts).
import React from 'react';
import { navigate } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { isUsaSection, maxSearchTermLength, pathTo, searchTarget } from '../../routes';
import { usePageLang } from '../usePageLang';
import type { ComboState, SearchSuggestionsProps } from '../search/SearchSuggestions';

export function SearchBox({ id }: { id: string }) {
  const { t, path } = useI18next('common');
  const lang = usePageLang();
  const usa = isUsaSection(path);
  const lastSubmitted = React.useRef<string | null>(null);
  // Leaving the field submits only what the visitor typed since focusing it: tabbing through the bar
  // past an empty box must not send keyboard users to the home page.
  const typed = React.useRef(false);
  const [Suggestions, setSuggestions] = React.useState<React.ComponentType<SearchSuggestionsProps> | null>(null);
  const [combo, setCombo] = React.useState<ComboState>({ expanded: false });
  const loadSuggestions = () => {
    // Without them (offline, an old deploy's chunk gone) the box searches as before.
    if (!Suggestions)
      import('../search/SearchSuggestions')
        .then((m) => setSuggestions(() => m.SearchSuggestions))
        .catch(() => undefined);
  };
  const choose = React.useCallback((path: string) => {
    typed.current = false; // leaving the field now must not search as well
    void navigate(path);
  }, []);

  const submit = (value: string) => {
    const target = searchTarget(lang, value, usa);
    if (lastSubmitted.current === target) return; // Enter followed by blur submits once
    lastSubmitted.current = target;
    void navigate(target);
  };

  const hintId = `${id}-hint`;
  const listId = `${id}-suggestions`;
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
        enterKeyHint="search"
        maxLength={maxSearchTermLength}
        placeholder={t(usa ? 'search.usaPlaceholder' : 'search.placeholder')}
        aria-describedby={hintId}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combo.expanded}
        // Named once the list exists (its code loads on focus): a reference to no element is an error.
        aria-controls={Suggestions ? listId : undefined}
        aria-activedescendant={combo.active}
        autoComplete="off"
        onFocus={() => {
          lastSubmitted.current = null;
          typed.current = false;
          loadSuggestions();
        }}
        onInput={() => (typed.current = true)}
        onBlur={(e) => {
          if (typed.current) submit(e.currentTarget.value);
        }}
      />
      <button type="submit" className="search-button">
        <SearchIcon />
        <span className="visually-hidden">{t('search.button')}</span>
      </button>
      {Suggestions && (
        <Suggestions inputId={id} listId={listId} lang={lang} usa={usa} onState={setCombo} onChoose={choose} />
      )}
      {/* Read with the field; shown while the box has focus. */}
      <span id={hintId} className="search-hint">
        {t('search.blurHint')}
      </span>
    </form>
  );
}

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </svg>
  );
}
