// The search box's suggestions as you type (WAI-ARIA 1.2 combobox with a listbox popup): loaded when the box is first
// focused (src/components/shell/SearchBox.tsx imports this module then), it fetches the language's suggestion file
// once and answers each key from it in the browser. Up and Down move the highlight, Enter opens the highlighted page
// (without one the box searches as before), Escape closes the list; a mouse or a finger picks an option the same way.
import React from 'react';
import { withPrefix } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Lang } from '../../i18n/languages';
import {
  minSuggestLength,
  suggest,
  suggestionList,
  suggestionPhotoSize,
  suggestionsDir,
  suggestionsFileName,
  type Suggestion,
  type SuggestionList,
  type SuggestionsFile,
} from '../../catalogue/search-suggestions';
import { useLatest } from '../useLatest';
import '../../styles/search-suggestions.css';

/** What the input says of the popup: whether it is open and which option is highlighted (its element id). */
export interface ComboState {
  expanded: boolean;
  active?: string;
}

export interface SearchSuggestionsProps {
  /** The search box's input, which keeps the focus (the options are pointed at by aria-activedescendant). */
  inputId: string;
  listId: string;
  lang: Lang;
  usa: boolean;
  onState: (state: ComboState) => void;
  /** Opens a suggestion's page. */
  onChoose: (path: string) => void;
}

// One download per file and page visit, shared by the header's two boxes; a failed one is tried again on next focus.
const lists = new Map<string, Promise<SuggestionList>>();
function loadList(lang: Lang, usa: boolean): Promise<SuggestionList> {
  const url = withPrefix(`/${suggestionsDir}/${suggestionsFileName(lang, usa)}`);
  let list = lists.get(url);
  if (!list) {
    list = fetch(url)
      .then((r) => (r.ok ? (r.json() as Promise<SuggestionsFile>) : Promise.reject(new Error(`${url}: ${r.status}`))))
      .then(suggestionList);
    list.catch(() => lists.delete(url));
    lists.set(url, list);
  }
  return list;
}

export function SearchSuggestions({ inputId, listId, lang, usa, onState, onChoose }: SearchSuggestionsProps) {
  const { t } = useTranslation('common');
  const [list, setList] = React.useState<SuggestionList | null>(null);
  const [term, setTerm] = React.useState(() => (document.getElementById(inputId) as HTMLInputElement | null)?.value);
  const [open, setOpen] = React.useState(true);
  const [active, setActive] = React.useState(-1);

  React.useEffect(() => {
    let current = true;
    setList(null);
    loadList(lang, usa).then(
      (l) => current && setList(l),
      () => undefined, // no suggestions: the box searches as before
    );
    return () => {
      current = false;
    };
  }, [lang, usa]);

  const items = React.useMemo(() => (list && term ? suggest(list, term) : []), [list, term]);
  const expanded = open && items.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const choose = (s: Suggestion) => {
    setOpen(false);
    onChoose(s.path);
  };

  const latest = useLatest({ items, expanded, active, choose });
  React.useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    const typed = () => {
      setTerm(input.value);
      setOpen(true);
      setActive(-1);
    };
    const close = () => {
      setOpen(false);
      setActive(-1);
    };
    const keys = (e: KeyboardEvent) => {
      const { items, expanded, active, choose } = latest.current;
      if (e.isComposing || e.altKey || e.ctrlKey || e.metaKey) return;
      const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
      if (step !== 0 && items.length > 0) {
        e.preventDefault(); // the caret stays where it is
        setOpen(true);
        // From the field, Down goes to the first and Up to the last; both wrap around.
        const positions = items.length + 1; // the options and the field (-1)
        setActive(expanded ? ((active + 1 + step + positions) % positions) - 1 : step > 0 ? 0 : items.length - 1);
      } else if (e.key === 'Enter' && expanded && active >= 0) {
        e.preventDefault(); // not the form's search
        choose(items[active]);
      } else if (e.key === 'Escape' && expanded) {
        e.preventDefault(); // the list closes; the typed text stays (a second Escape clears it, as without the list)
        close();
      }
    };
    input.addEventListener('input', typed);
    input.addEventListener('keydown', keys);
    input.addEventListener('blur', close);
    return () => {
      input.removeEventListener('input', typed);
      input.removeEventListener('keydown', keys);
      input.removeEventListener('blur', close);
    };
  }, [inputId, latest]);

  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  React.useEffect(() => onState({ expanded, active: activeId }), [expanded, activeId, onState]);
  // Keeps the highlighted option in view when the list scrolls (a short phone screen).
  React.useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const counted = list !== null && open && (term?.trim().length ?? 0) >= minSuggestLength;
  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="search-suggestions"
        hidden={!expanded}
      >
        {items.map((s, i) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the field's (aria-activedescendant)
          <li
            key={s.path}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`search-suggestion search-suggestion-${s.kind}`}
            // The field keeps the focus (and does not search on leaving it) while an option is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => i !== active && setActive(i)}
            onClick={() => choose(s)}
          >
            {s.image ? (
              <img src={s.image} alt="" width={suggestionPhotoSize} height={suggestionPhotoSize} decoding="async" />
            ) : (
              <span className="search-suggestion-mark" aria-hidden="true" />
            )}
            <span className="search-suggestion-label" lang={s.lang}>
              {s.label}
            </span>
            <span className="search-suggestion-kind">{t(`search.kind.${s.kind}`)}</span>
          </li>
        ))}
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {counted
          ? items.length
            ? t('search.suggestionCount', { count: items.length })
            : t('search.noSuggestions')
          : ''}
      </span>
    </>
  );
}
