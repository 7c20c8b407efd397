// Telephone numbers as a visitor reads them on a 320 px phone, where the team cards and the footer are narrowest: every
// WhatsApp number of the sales team (home page: team cards and footer; contact page: team cards) and the company's
// number (contact page) whole on one line and written left to right, in English and in Arabic.
import { test, expect, type Page } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { hydrated, readData } from './site-data';

const team = (readData('team.json').items as { whatsapp: string }[]).map((m) => m.whatsapp);
const companyPhone = readData('company.json').phone as string;

/** Each visible element that shows exactly `number`: how many line boxes it takes, and its direction. */
async function shown(page: Page, number: string) {
  const all = await page
    .getByText(number, { exact: true })
    .evaluateAll((els) =>
      els
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ lines: el.getClientRects().length, direction: getComputedStyle(el).direction })),
    );
  return all;
}

for (const lang of ['en', 'ar'] as const) {
  for (const [where, numbers] of [
    ['home', team],
    ['contact', [companyPhone, ...team]],
  ] as const) {
    test(`${lang} ${where}: every telephone number whole on one line, left to right, at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(pathTo(lang, { page: where }));
      await hydrated(page);
      for (const number of numbers) {
        const boxes = await shown(page, number);
        expect(boxes.length, `${number} shown as a number of its own`).toBeGreaterThan(0);
        for (const box of boxes) expect({ number, ...box }).toEqual({ number, lines: 1, direction: 'ltr' });
      }
    });
  }
}
