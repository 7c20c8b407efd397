// The steps of the interactions part of `npm run bench` (scripts/bench-interactions.ts): each page family's main
// interactions, in the order a visitor might do them, each waiting for what the visitor then sees, and which of them
// are also measured on the page's copy without scripts (the floors of bench-interactions-floors.ts).
import type { Locator, Page } from 'playwright';
import type { Lang } from '../src/i18n/languages';
import type { Family } from './bench-pages-lib';
import {
  bareAnswer,
  bareChoices,
  bareClearAll,
  bareGallery,
  bareLinks,
  bareSuggestions,
  bareTabs,
  bareTick,
} from './bench-interactions-floors';

export interface Step {
  name: string;
  /** Does the interaction and waits for what the visitor then sees. */
  act: (page: Page, tools: Tools) => Promise<void>;
  /** Steps of the phone's bar only (its menu button). */
  phone?: boolean;
  /**
   * Also measured on the page's copy without scripts: `true` where the browser does it by itself there (a <details>
   * menu); a function puts in the least script that does it (a tab: one native listener), run before the steps.
   */
  withoutScripts?: true | ((page: Page, lang: Lang) => Promise<void>);
}

export interface Tools {
  lang: Lang;
  /** A tap on a phone, a click on a desktop. */
  press: (target: Locator) => Promise<void>;
}

export const waitMs = 10_000;
const open = (page: Page, selector: string) => page.locator(selector).waitFor({ state: 'attached', timeout: waitMs });

const menu: Step = {
  name: 'menu: open',
  phone: true,
  withoutScripts: true,
  act: async (page, { press }) => {
    await press(page.locator('.mobile-menu > summary'));
    await open(page, '.mobile-menu[open]');
  },
};
const productsMenu: Step = {
  name: 'menu: open Products',
  phone: true,
  withoutScripts: true,
  act: async (page, { press }) => {
    await press(page.locator('.mobile-menu details.dropdown > summary').first());
    await open(page, '.mobile-menu details.dropdown[open]');
  },
};
/** Latin letters in every language: a key that is not on the keyboard is inserted as text, without key events. */
const searchWord = 'marble';
const typeSearch: Step = {
  name: 'search box: type a word (suggestions)',
  phone: true,
  withoutScripts: bareSuggestions('mobile-search', searchWord),
  // Focused as a visitor does, then typed at once: the suggestions' code and file load while the first keys come.
  act: async (page) => {
    const field = page.locator('#mobile-search');
    await field.focus();
    await field.pressSequentially(searchWord, { delay: 120 });
    // The first option (waitFor takes one element; the list has several).
    await page
      .locator('#mobile-search-suggestions:not([hidden]) [role="option"]')
      .first()
      .waitFor({ state: 'attached', timeout: waitMs });
  },
};
/** Ticks the first option of a facet that can be ticked, and waits for the address to name it. */
const tick =
  (facet: string, panel: 'usa' | 'catalogue' = 'usa'): Step['act'] =>
  async (page, { press }) => {
    const box = page.locator(`.${panel}-facet input[name="${facet}"]:not(:disabled):not(:checked)`).first();
    const value = await box.getAttribute('value');
    await press(box);
    await page.waitForURL(new RegExp(`[?&]${facet}=([^&]*,)?${value}\\b`), { timeout: waitMs });
  };

/** Each family's interactions, in the order a visitor might do them; a step that leaves the page comes last. */
export const familySteps: Record<Family, Step[]> = {
  home: [
    menu,
    productsMenu,
    {
      // Closed again before the language picker: the open Products panel lies over it.
      name: 'menu: close Products',
      phone: true,
      withoutScripts: true,
      act: async (page, { press }) => {
        await press(page.locator('.mobile-menu details.dropdown[open] > summary').first());
        await page.locator('.mobile-menu details.dropdown[open]').waitFor({ state: 'detached', timeout: waitMs });
      },
    },
    {
      name: 'language picker: another language',
      phone: true,
      withoutScripts: bareLinks('.mobile-menu .language-picker a'),
      act: async (page, { lang, press }) => {
        const other = lang === 'en' ? 'fr' : 'en';
        await press(page.locator(`.mobile-menu .language-picker a[lang="${other}"]`));
        await page.waitForURL(
          (u) => (other === 'en' ? !/^\/(fr|es|ru|ar)\//.test(u.pathname) : u.pathname.startsWith(`/${other}/`)),
          {
            timeout: waitMs,
          },
        );
        await open(page, `main h1`);
      },
    },
  ],
  category: [
    {
      // A <details>: the browser opens it by itself, with or without scripts.
      name: 'filters: open',
      phone: true,
      withoutScripts: true,
      act: async (page, { press }) => {
        await press(page.locator('.listing-filters > summary'));
        await open(page, '.listing-filters[open]');
      },
    },
    { name: 'filter: tick a colour', withoutScripts: bareTick, act: tick('color', 'catalogue') },
    menu,
    productsMenu,
  ],
  filter: [
    {
      name: 'filter: pick another (a link)',
      withoutScripts: bareLinks('.filters .filter-links a'),
      act: async (page, { press }) => {
        const path = new URL(page.url()).pathname;
        await press(page.locator('.filters .filter-links a:not([aria-current])').first());
        await page.waitForURL((u) => u.pathname !== path, { timeout: waitMs });
      },
    },
  ],
  product: [
    {
      name: 'tabs: open Application',
      withoutScripts: bareTabs,
      act: async (page, { press }) => {
        await press(page.locator('#tab-application'));
        await open(page, '#tab-application[aria-selected="true"]');
      },
    },
    {
      name: 'gallery: open full screen',
      withoutScripts: bareGallery,
      act: async (page, { press }) => {
        await press(page.locator('.gallery-fullscreen'));
        await open(page, '[role="dialog"]');
      },
    },
    {
      name: 'gallery: close (Escape)',
      withoutScripts: bareGallery,
      act: async (page) => {
        await page.keyboard.press('Escape');
        await page.locator('[role="dialog"]').waitFor({ state: 'detached', timeout: waitMs });
      },
    },
    {
      name: 'add to quote: type a quantity',
      act: async (page) => {
        await page.locator('.add-to-quote input[name="quantity"]').pressSequentially('120', { delay: 120 });
      },
    },
    {
      name: 'add to quote: add',
      withoutScripts: bareAnswer('.add-to-quote button[type="submit"]', {
        listed: { block: '.add-to-quote-status', text: ['catalogue', 'quote.view'] },
        toast: { text: ['catalogue', 'quote.added'], values: { quantity: 120, unit: ['pages', 'units.m2'] } },
      }),
      act: async (page, { press }) => {
        await press(page.locator('.add-to-quote button[type="submit"]'));
        await open(page, '.toast-body');
      },
    },
  ],
  projects: [
    menu,
    {
      name: 'news: open a photo',
      act: async (page, { press }) => {
        await press(page.locator('.news-thumb').first());
        await open(page, '[role="dialog"]');
      },
    },
  ],
  usaStock: [
    { name: 'filter: tick a category', act: tick('category') },
    { name: 'filter: tick a colour', act: tick('color') },
    {
      name: 'filter: untick the category',
      act: async (page, { press }) => {
        await press(page.locator('.usa-facet input[name="category"]:checked').first());
        await page.waitForURL((u) => !u.search.includes('category='), { timeout: waitMs });
      },
    },
    {
      name: 'filter: clear all',
      withoutScripts: bareClearAll,
      act: async (page, { press }) => {
        await press(page.locator('.usa-clear'));
        await page.waitForURL((u) => u.search === '', { timeout: waitMs });
      },
    },
    // The USA stock's suggestions, in the phone's menu.
    menu,
    typeSearch,
  ],
  usaDetail: [
    {
      name: 'calculator: type an area',
      act: async (page) => {
        await page.locator('.usa-calc input[name="area"]').pressSequentially('250', { delay: 120 });
      },
    },
    {
      name: 'calculator: calculate',
      withoutScripts: bareAnswer('.usa-calc button[type="submit"]', { result: true }),
      act: async (page, { press }) => {
        await press(page.locator('.usa-calc button[type="submit"]'));
        await open(page, '.usa-calc-result');
      },
    },
    {
      name: 'request this item (add to quote)',
      withoutScripts: bareAnswer('.usa-request button', {
        result: true,
        listed: { block: '.usa-request', text: ['usa', 'request.viewList'] },
        toast: { text: ['usa', 'request.added'], values: { sqft: 250 } },
      }),
      act: async (page, { press }) => {
        await press(page.locator('.usa-request button'));
        await open(page, '.toast-body');
      },
    },
  ],
  contact: [
    {
      name: 'form: type a name (first input)',
      act: async (page) => {
        await page.locator('#name').pressSequentially('Ana', { delay: 120 });
      },
    },
    {
      name: 'form: type an e-mail',
      act: async (page) => {
        await page.locator('#email').pressSequentially('ana@example.com', { delay: 120 });
      },
    },
  ],
  search: [menu, typeSearch],
  visualizer: [
    {
      name: 'pattern: brick',
      withoutScripts: bareChoices,
      act: async (page, { press }) => {
        await press(page.locator('#viz-pattern-brick:not(:disabled)'));
        await open(page, '#viz-pattern-brick:checked');
      },
    },
    {
      name: 'grout: white',
      withoutScripts: bareChoices,
      act: async (page, { press }) => {
        await press(page.locator('#viz-grout-white'));
        await open(page, '#viz-grout-white:checked');
      },
    },
    {
      name: 'joint width: next (arrow key)',
      act: async (page) => {
        await page.locator('#viz-joint').focus();
        await page.keyboard.press('ArrowDown');
      },
    },
  ],
};
