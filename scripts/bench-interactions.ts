// The interactions part of `npm run bench`: each page family's main interactions (filters, menus, language picker,
// tabs, gallery, add to quote, visualizer controls, typing in a form field) done in Debian's Chromium on a phone's
// screen at 4× CPU slowdown, each timed by the Event Timing API (the worst event of the interaction, as INP counts
// it). Rounds over all pages (all of them once, then again, each beside its copy without scripts) so a burst of load
// on the machine does not hit one page every time; a fresh browser context for every page load. The pure parts are
// in bench-interactions-lib.ts.
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import type { Lang } from '../src/i18n/languages';
import type { Family } from './bench-pages-lib';
import {
  cpuSlowdown,
  eventThresholdMs,
  worstEvent,
  type EventEntryLike,
  type InteractionResult,
  type InteractionTry,
  withoutScripts,
} from './bench-interactions-lib';
import { chromePath, cleanups, log } from './bench-run';
import { uiText } from '../src/node/ui-text';
import { numberFormat } from '../src/i18n/formats';
import { sqftToM2 } from '../src/data/usa-stock';
import { pathTo } from '../src/routes';

export type Screen = 'phone' | 'desktop';

interface Step {
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

/**
 * Links with one native listener (on the copy without scripts) that does what a tap on our links shows before the next
 * page: the pressed link painted, the address changed, the link marked as the page on screen. The next page's render
 * comes after the tap's paint on the real page and belongs to no interaction, so this is the tap's own floor.
 */
const bareLinks = (links: string) => (page: Page) =>
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
const bareTabs = (page: Page) =>
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
const bareAnswer = (control: string, answer: Answer) => (page: Page, lang: Lang) => {
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
const bareClearAll = (page: Page, lang: Lang) =>
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
const bareTick = (page: Page, lang: Lang) =>
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
const bareGallery = (page: Page, lang: Lang) =>
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
const bareChoices = (page: Page) =>
  page.evaluate(() =>
    document
      .querySelectorAll<HTMLInputElement | HTMLFieldSetElement>('.viz-side input, .viz-side fieldset')
      .forEach((e) => (e.disabled = false)),
  );

interface Tools {
  lang: Lang;
  /** A tap on a phone, a click on a desktop. */
  press: (target: Locator) => Promise<void>;
}

const waitMs = 10_000;
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
const typeSearch: Step = {
  name: 'search box: type a word',
  phone: true,
  // Latin letters in every language: a key that is not on the keyboard is inserted as text, without key events.
  act: async (page) => {
    const field = page.locator('#mobile-search');
    await field.focus();
    await field.pressSequentially('marble', { delay: 120 });
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

/** Collects every Event Timing entry with an interaction, from before the page's own scripts run. */
function observeEvents(threshold: number) {
  const w = window as unknown as { __benchEvents: unknown[] };
  w.__benchEvents = [];
  new PerformanceObserver((list) => {
    // TypeScript's DOM types lack interactionId (Event Timing level 2).
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      if (e.interactionId)
        w.__benchEvents.push({
          name: e.name,
          interactionId: e.interactionId,
          startTime: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchEvents: EventEntryLike[] }).__benchEvents);

/** Waits until the page has been idle for a moment (no pending work from the page load or the last step). */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 3000 })),
  );
}

async function measure(page: Page, step: Step, tools: Tools): Promise<InteractionTry> {
  await settle(page);
  const since = await page.evaluate(() => performance.now());
  try {
    await step.act(page, tools);
  } catch (e) {
    return { ms: null, failed: (e as Error).message.split('\n')[0] };
  }
  // Entries are reported after the paint that follows the event: wait until none has come for 500 ms.
  let seen = -1;
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(250);
    const n = (await events(page)).length;
    if (n === seen) break;
    seen = n;
  }
  return worstEvent(await events(page), since);
}

const screens = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

/** Whether a family has a step that is measured on its page without scripts too. */
export const hasStepsWithoutScripts = (family: Family) => familySteps[family].some((s) => s.withoutScripts);

/**
 * One visit: load the page, wait for hydration, do the family's steps in order. On the page without scripts
 * (`scripts` false): load it and do only the steps the browser does by itself there.
 */
async function visit(browser: Browser, url: string, family: Family, lang: Lang, screen: Screen, scripts: boolean) {
  const context = await browser.newContext({ ...screens[screen], locale: lang });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeEvents, eventThresholdMs);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const steps = familySteps[family].filter((s) => (screen === 'phone' || !s.phone) && (scripts || s.withoutScripts));
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      if (scripts) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    } catch (e) {
      // A page that did not load in time (a burst of load on the machine) loses this round's tries, not the run.
      const failed = `page: ${(e as Error).message.split('\n')[0]}`;
      return steps.map((step) => ({ name: step.name, result: { ms: null, failed } }));
    }
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    if (!scripts)
      for (const step of steps) if (typeof step.withoutScripts === 'function') await step.withoutScripts(page, lang);
    const tools: Tools = {
      lang,
      // Scrolled to first and idle again, as a visitor scrolls and then taps: the work a scroll starts (Gatsby's
      // prefetch of the links that came into view) is not the tap's.
      // The tap or click itself goes to the browser's input directly, at the target's centre: Playwright's own
      // tap()/click() first adds listeners and hit tests to the page to check its target (measured: 8 ms of the
      // pointerdown's 11 at 4× CPU), which a visitor's tap does not pay.
      press: async (target) => {
        await target.scrollIntoViewIfNeeded({ timeout: waitMs });
        await settle(page);
        const box = await target.boundingBox({ timeout: waitMs });
        if (!box) throw new Error('the target has no box');
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        await (screen === 'phone' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
      },
    };
    const out: { name: string; result: InteractionTry }[] = [];
    for (const step of steps) out.push({ name: step.name, result: await measure(page, step, tools) });
    return out;
  } finally {
    await context.close();
  }
}

/** `runs` rounds over the targets; each interaction's tries, in target and step order. */
export async function interactionRuns(
  runs: number,
  targets: { family: Family; lang: Lang; url: string; variant?: string }[],
  screen: Screen = 'phone',
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  cleanups.set('interactions browser', () => void browser.close());
  const results = new Map<string, InteractionResult>();
  try {
    for (let run = 1; run <= runs; run++) {
      // Every other run backwards: a visit right after a heavy one (the visualizer) shares the CPU with that page's
      // teardown (measured: the home page's menu 224–272 ms first in a round, 136–176 alone), so no page and no floor
      // always comes first after the same one.
      for (const t of run % 2 ? targets : [...targets].reverse()) {
        const tries = await visit(browser, t.url, t.family, t.lang, screen, t.variant !== withoutScripts);
        for (const { name, result } of tries) {
          const key = `${t.variant ?? ''}|${t.family}|${t.lang}|${name}`;
          const r = results.get(key) ?? { family: t.family, lang: t.lang, name, variant: t.variant, tries: [] };
          r.tries.push(result);
          results.set(key, r);
        }
        log(
          `interactions ${run}/${runs} ${t.variant ? `${t.variant} ` : ''}${t.family} ${t.lang}: ` +
            tries
              .map(({ name, result: r }) => `${name} ${r.failed ? 'failed' : (r.ms ?? `<${eventThresholdMs}`)}`)
              .join('; '),
        );
      }
    }
  } finally {
    await browser.close();
    cleanups.delete('interactions browser');
  }
  return [...results.values()];
}
