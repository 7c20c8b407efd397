// The floors of the interactions part of `npm run bench` (scripts/bench-interactions.ts): on a page's copy without
// scripts, the least script that makes the same change as the page (one native listener), so the browser's own cost of
// showing it is measured beside the page's. Each runs once before the steps, in the page's language.
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright';
import type { Lang } from '../src/i18n/languages';
import { uiText } from '../src/node/ui-text';
import { numberFormat } from '../src/i18n/formats';
import { sqftToM2 } from '../src/data/usa-stock';
import { pathTo } from '../src/routes';
import {
  suggest,
  suggestionList,
  suggestionPhotoSize,
  suggestionsDir,
  suggestionsFileName,
  type SuggestionsFile,
} from '../src/catalogue/search-suggestions';
import { publicDir, root } from './bench-run';

/**
 * Links with one native listener (on the copy without scripts) that does what a tap on our links shows before the next
 * page: the pressed link painted, the address changed, the link marked as the page on screen. The next page's render
 * comes after the tap's paint on the real page and belongs to no interaction, so this is the tap's own floor.
 */
export const bareLinks = (links: string) => (page: Page) =>
  page.evaluate((links) => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(links))
      link.addEventListener('click', (e) => {
        e.preventDefault();
        history.pushState(null, '', link.href);
        document.querySelectorAll('[aria-current="page"]').forEach((marked) => marked.removeAttribute('aria-current'));
        link.setAttribute('aria-current', 'page');
      });
  }, links);

/**
 * The tabs with one native listener and nothing else (on the copy without scripts): the floor of showing a panel, the
 * browser's own style, layout and paint of it.
 */
export const bareTabs = (page: Page) =>
  page.evaluate(() => {
    const tabs = Array.from(document.querySelectorAll<HTMLElement>('[role="tab"]'));
    const panels = Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"]'));
    panels.forEach((panel, i) => (panel.hidden = i !== 0));
    for (const tab of tabs)
      tab.addEventListener('click', () => {
        for (const t of tabs) t.setAttribute('aria-selected', String(t === tab));
        for (const panel of panels) panel.hidden = panel.id !== tab.getAttribute('aria-controls');
      });
  });

/** What a bare answer puts in: the calculator's result, the item listed (the bars' counts and the block's link), a toast. */
interface Answer {
  result?: true;
  listed?: { block: string; text: [ns: string, key: string] };
  /** The success toast's message: its locale text and values (a number, or a locale text); the item's name is the
   * page's heading. */
  toast?: { text: [ns: string, key: string]; values: Record<string, number | [ns: string, key: string]> };
}

/**
 * On the copy without scripts: what a tap that shows an answer costs the browser alone. The control gets one native
 * listener that makes the same changes as the page, in the page's language (its locale files and number format), and
 * nothing else: the calculator's result, the quote list's count in both bars and the link to it, a toast.
 */
export const bareAnswer = (control: string, answer: Answer) => (page: Page, lang: Lang) => {
  const n = numberFormat(lang, { maximumFractionDigits: 2 }).format;
  const covers = (number: number, sqft: number) =>
    uiText(lang, 'usa', 'calc.covers', { number: n(number), sqft: n(sqft), m2: n(sqftToM2(sqft)) });
  const texts = {
    result: answer.result
      ? `<dt>${uiText(lang, 'usa', 'calc.boxes')}</dt><dd>${covers(12, 256.8)}</dd>` +
        `<dt>${uiText(lang, 'usa', 'calc.crates')}</dt><dd>${covers(1, 513.6)}</dd>`
      : '',
    count: n(1),
    listed: answer.listed ? uiText(lang, answer.listed.text[0], answer.listed.text[1]) : '',
    quotePath: pathTo(lang, { page: 'quote' }),
    toastTitle: uiText(lang, 'common', 'toast.success'),
    // The name goes in on the page, from its heading: a mark that no locale text contains stands for it here.
    toastMessage: answer.toast
      ? uiText(lang, answer.toast.text[0], answer.toast.text[1], {
          ...Object.fromEntries(
            Object.entries(answer.toast.values).map(([k, v]) => [k, typeof v === 'number' ? n(v) : uiText(lang, ...v)]),
          ),
          name: '\u0000',
        })
      : '',
  };
  return page.evaluate(
    ({ control, answer, texts }) => {
      const target = document.querySelector<HTMLButtonElement>(control);
      if (!target) return;
      target.disabled = false;
      // Inline (not a named function): the bench's TypeScript runner would wrap a named one in a helper the page lacks.
      const submits = target.type === 'submit' && target.form;
      (submits ? target.form! : target).addEventListener(submits ? 'submit' : 'click', (e: Event) => {
        e.preventDefault();
        if (answer.result) {
          const result = document.createElement('dl');
          result.className = 'usa-calc-result';
          result.innerHTML = texts.result;
          document.querySelector('.usa-calc [aria-live]')?.append(result);
        }
        if (answer.listed) {
          for (const count of document.querySelectorAll<HTMLElement>('.quote-count')) {
            count.dataset.count = '1';
            count.textContent = texts.count;
          }
          const link = document.createElement('a');
          link.href = texts.quotePath;
          link.textContent = texts.listed;
          document.querySelector(answer.listed.block)?.append(link);
        }
        if (answer.toast) {
          const toast = document.createElement('div');
          toast.className = 'toast-body';
          toast.setAttribute('role', 'status');
          toast.style.cssText = 'position:fixed;inset:1rem 1rem auto;background:#fff;padding:1rem;z-index:9999';
          const title = document.createElement('strong');
          title.textContent = texts.toastTitle;
          const message = document.createElement('span');
          message.textContent = texts.toastMessage.replace('\u0000', document.querySelector('h1')?.textContent ?? '');
          toast.append(title, ' ', message);
          document.body.append(toast);
        }
      });
    },
    { control, answer, texts },
  );
};

/**
 * On the copy without scripts: the USA stock panel as the bench's ticks leave it (a colour ticked, "clear all" shown),
 * and "clear all" with one native listener that changes what the page's tap paints: the boxes cleared and the button
 * gone. The page writes the address and renders the counts and the list after that paint, so the floor does too (the
 * address) or keeps them as they were (the whole list, below the panel).
 */
export const bareClearAll = (page: Page, lang: Lang) =>
  page.evaluate(
    (label) => {
      const panel = document.querySelector('.usa-filters');
      const colour = document.querySelector<HTMLInputElement>('.usa-facet input[name="color"]');
      if (!panel || !colour) return;
      panel.querySelectorAll<HTMLFieldSetElement>('fieldset').forEach((f) => (f.disabled = false));
      colour.checked = true;
      const clear = document.createElement('button');
      clear.type = 'button';
      clear.className = 'usa-clear';
      clear.textContent = label;
      panel.append(clear);
      clear.addEventListener('click', () => {
        panel.querySelectorAll<HTMLInputElement>('input:checked').forEach((box) => (box.checked = false));
        clear.remove();
        const path = location.pathname;
        requestAnimationFrame(() => setTimeout(() => history.replaceState(null, '', path)));
      });
    },
    uiText(lang, 'usa', 'filters.clearAll'),
  );

/**
 * On the copy without scripts: the category listing's filter links become the boxes the page puts in their place (one
 * per link, named by family, with its count), and a box gets one native listener that writes the address after the
 * paint, as the page does. The tick's own floor: the browser painting a ticked box.
 */
export const bareTick = (page: Page, lang: Lang) =>
  page.evaluate(
    (families) => {
      for (const group of document.querySelectorAll('.listing-filters .filters > div')) {
        const family = families[group.querySelector('h3')?.textContent ?? ''];
        const list = group.querySelector('ul');
        if (!family || !list) continue;
        group.className = 'catalogue-facet';
        for (const link of list.querySelectorAll('a')) {
          const value = link.pathname.split('/').filter(Boolean).slice(-2).join('-');
          const input = document.createElement('input');
          input.type = 'checkbox';
          input.name = family;
          input.value = value;
          input.id = `catalogue-${family}-${value}`;
          const label = document.createElement('label');
          label.htmlFor = input.id;
          label.textContent = `${link.textContent} (1)`;
          link.replaceWith(input, ' ', label);
          input.addEventListener('change', () => {
            const path = location.pathname;
            requestAnimationFrame(() => setTimeout(() => history.replaceState(null, '', `${path}?${family}=${value}`)));
          });
        }
      }
    },
    Object.fromEntries(
      (['color', 'edge', 'finish', 'material', 'style', 'type'] as const).map((f) => [
        uiText(lang, 'pages', `filters.${f}`),
        f,
      ]),
    ),
  );

/**
 * On the copy without scripts: the full-screen gallery as the page's modal layer makes it, with one native listener
 * each way: the opener puts in the overlay and a dark dialog with the shown photo and a close button, makes the page
 * behind inert and unscrollable and focuses the button; Escape takes all that out again and focuses the opener.
 */
export const bareGallery = (page: Page, lang: Lang) =>
  page.evaluate(
    (closeLabel) => {
      const opener = document.querySelector<HTMLButtonElement>('.gallery-fullscreen');
      const photo = document.querySelector<HTMLImageElement>('.gallery-main img[src], .gallery-main img[srcset]');
      // Both gallery steps name this floor: put it in once.
      if (!opener || opener.dataset.bare) return;
      opener.dataset.bare = 'true';
      opener.dataset.ready = 'true';
      const site = document.getElementById('___gatsby');
      opener.addEventListener('click', () => {
        const overlay = document.createElement('div');
        overlay.className = 'modal-overlay';
        const dialog = document.createElement('div');
        dialog.className = 'modal gallery-modal';
        dialog.setAttribute('role', 'dialog');
        dialog.setAttribute('aria-modal', 'true');
        dialog.innerHTML =
          '<div class="gallery-frame"><button type="button" class="gallery-close"></button>' +
          '<figure class="gallery-slide"><img alt="" style="max-inline-size:100%;object-fit:contain"></figure></div>';
        dialog.querySelector('img')!.src = photo?.currentSrc || photo?.src || '';
        const close = dialog.querySelector('button')!;
        close.setAttribute('aria-label', closeLabel);
        close.textContent = '×';
        site?.setAttribute('inert', '');
        site?.setAttribute('aria-hidden', 'true');
        document.body.style.overflow = 'hidden';
        document.body.append(overlay, dialog);
        close.focus();
        // Inline, with a signal to remove it: a named function would need a helper of the bench's runner (see above).
        const closed = new AbortController();
        document.addEventListener(
          'keydown',
          (e) => {
            if (e.key !== 'Escape') return;
            closed.abort();
            overlay.remove();
            dialog.remove();
            site?.removeAttribute('inert');
            site?.removeAttribute('aria-hidden');
            document.body.style.overflow = '';
            opener.focus();
          },
          { capture: true, signal: closed.signal },
        );
      });
    },
    uiText(lang, 'common', 'gallery.close'),
  );

/** On the copy without scripts: the visualizer's choices as plain radio buttons (the browser checks them itself). */
export const bareChoices = (page: Page) =>
  page.evaluate(() =>
    document
      .querySelectorAll<HTMLInputElement | HTMLFieldSetElement>('.viz-side input, .viz-side fieldset')
      .forEach((e) => (e.disabled = false)),
  );

/**
 * On the copy without scripts: the search box's suggestions as the page shows them for each letter typed, put in by one
 * native listener (the same options, photos and kind labels, from the built suggestion file and the page's matching
 * done beforehand here, with the list's style sheet). The floor of typing with suggestions: the browser's own cost of
 * drawing the field and the list at each key.
 */
export const bareSuggestions = (fieldId: string, word: string) => (page: Page, lang: Lang) => {
  const usa = new URL(page.url()).pathname.includes('/usa/');
  const file = JSON.parse(
    fs.readFileSync(path.join(publicDir, suggestionsDir, suggestionsFileName(lang, usa)), 'utf8'),
  ) as SuggestionsFile;
  const list = suggestionList(file);
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const html: Record<string, string> = {};
  for (let n = 1; n <= word.length; n++)
    html[word.slice(0, n)] = suggest(list, word.slice(0, n))
      .map(
        (s) =>
          `<li role="option" aria-selected="false" class="search-suggestion search-suggestion-${s.kind}">` +
          (s.image
            ? `<img src="${escape(s.image)}" alt="" width="${suggestionPhotoSize}" height="${suggestionPhotoSize}" decoding="async">`
            : '<span class="search-suggestion-mark" aria-hidden="true"></span>') +
          `<span class="search-suggestion-label">${escape(s.label)}</span>` +
          `<span class="search-suggestion-kind">${escape(uiText(lang, 'common', `search.kind.${s.kind}`))}</span></li>`,
      )
      .join('');
  const css = fs.readFileSync(path.join(root, 'src', 'styles', 'search-suggestions.css'), 'utf8');
  return page.evaluate(
    ({ fieldId, html, css }) => {
      const field = document.getElementById(fieldId) as HTMLInputElement | null;
      if (!field?.form) return;
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
      const list = document.createElement('ul');
      list.id = `${fieldId}-suggestions`;
      list.setAttribute('role', 'listbox');
      list.className = 'search-suggestions';
      list.hidden = true;
      field.form.append(list);
      field.addEventListener('input', () => {
        list.innerHTML = html[field.value] ?? '';
        list.hidden = list.innerHTML === '';
      });
    },
    { fieldId, html, css },
  );
};
