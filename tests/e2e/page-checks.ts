// Checks of a page as a visitor finds it, shared by the every-page sweep and the a11y spec: axe with one h1, and the skip
// link as the first tab stop.
import type { Page } from 'playwright/test';
import { axeViolations } from './axe';

/** Problems of the page as it is now: axe violations and the h1 count. */
export async function axeProblems(page: Page): Promise<string[]> {
  // The skip link changes the URL's hash, so Gatsby renders the page again, and its Head API takes <title> and
  // <html lang> away and puts them back meanwhile: check the settled document (fails if they never come back).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.title !== '' && document.documentElement.lang !== '', undefined, {
    timeout: 5_000,
  });
  const problems = await axeViolations(page);
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) problems.push(`${h1} h1 elements`);
  return problems;
}

/** The first tab stop is a visible skip link that moves focus to <main>. */
export async function skipLinkProblems(page: Page): Promise<string[]> {
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => {
    const el = document.activeElement as HTMLAnchorElement | null;
    const target = el?.hash ? document.getElementById(el.hash.slice(1)) : null;
    return {
      skip: el?.classList.contains('skip-link') ?? false,
      target: target?.tagName ?? null,
      outline: el ? getComputedStyle(el).outlineStyle : '',
    };
  });
  const problems: string[] = [];
  if (!first.skip || first.target !== 'MAIN')
    problems.push(`first tab stop is not the skip link to <main>: ${JSON.stringify(first)}`);
  if (first.outline === 'none') problems.push('the focused skip link has no outline');
  await page.keyboard.press('Enter');
  if (!(await page.evaluate(() => document.activeElement?.id === 'main')))
    problems.push('the skip link does not move focus to <main>');
  return problems;
}

/** Where each language's pages are checked with axe: English on a desktop screen, Arabic on a phone's. */
export const axeScreens = {
  en: { name: 'desktop', width: 1280, height: 800 },
  ar: { name: 'mobile', width: 375, height: 740 },
} as const;
