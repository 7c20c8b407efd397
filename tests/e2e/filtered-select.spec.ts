// The two long-list pickers are one component (src/components/FilteredSelect.tsx) and behave alike: typing part of a
// name, without its accents, narrows the list and a polite line says how many are left; a single match left is chosen
// at once; Enter takes the first match and sends nothing. The sample form's country (French, Arabic) and the
// visualizer's stone (English, Arabic).
import { test, expect, type Page } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { visualizerPath } from '../../src/routes/visualizer-query';
import { countriesIn } from '../../src/samples/countries';
import { fold } from '../../src/text/fold';
import { hydrated, readData, uiText } from './site-data';

/** The select's choices, without the empty "Choose a country" one. */
const choices = (page: Page, select: string) =>
  page.locator(`${select} option:not([value=""])`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));

const countryCases = {
  fr: { single: 'cote', singleCode: 'CI', several: 'iles' },
  ar: { single: 'ساحل العاج', singleCode: 'CI', several: 'جزر' },
} as const;

for (const [lang, terms] of Object.entries(countryCases) as [
  keyof typeof countryCases,
  (typeof countryCases)['fr'],
][]) {
  test(`${lang}: the sample form's country picker narrows, counts, chooses a single match and takes the first on Enter`, async ({
    page,
  }) => {
    await page.goto(pathTo(lang, { page: 'sampleRequest' }));
    await hydrated(page);
    const form = page.locator('form.sample-form');
    const box = form.getByLabel(uiText(lang, 'contact', 'samples.countrySearch'));
    const country = form.locator('#country');
    const countries = countriesIn(lang);
    const matches = (term: string) => countries.filter((c) => fold(c.name).includes(fold(term))).map((c) => c.code);
    const count = (term: string) =>
      uiText(lang, 'contact', 'samples.countryCount', { shown: matches(term).length, total: countries.length });

    await box.fill(terms.single);
    expect(matches(terms.single)).toEqual([terms.singleCode]);
    await expect(country).toHaveValue(terms.singleCode);
    await expect(form.locator('#country-count')).toHaveText(count(terms.single));

    await box.fill(terms.several);
    expect(matches(terms.several).length).toBeGreaterThan(1);
    await expect(form.locator('#country-count')).toHaveText(count(terms.several));
    // The chosen country stays listed first while the filter hides it; then the matches in their order.
    await expect.poll(() => choices(page, '#country')).toEqual([terms.singleCode, ...matches(terms.several)]);
    await expect(country).toHaveValue(terms.singleCode);
    await box.press('Enter');
    await expect(country).toHaveValue(matches(terms.several)[0]);
    // Enter chose; it did not send the form (which would show what is missing).
    await expect(form.getByRole('alert')).toBeEmpty();
    await expect(page).toHaveURL(new RegExp(`${pathTo(lang, { page: 'sampleRequest' })}$`));
  });
}

const start = readData('products/829.json');
const other = readData('products/807.json');

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the visualizer's stone picker narrows, counts, chooses a single match and takes the first on Enter`, async ({
    page,
  }) => {
    await page.goto(visualizerPath(lang, { stone: `product:${start.id}` }));
    await hydrated(page);
    const stone = page.locator('#viz-stone');
    await expect(stone).toBeEnabled();
    await expect(stone).toHaveValue(`product:${start.id}`);
    const all = await page
      .locator('#viz-stone option')
      .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
    const box = page.getByLabel(uiText(lang, 'visualizer', 'stoneFilter'));
    // A stone's option reads "Name (CODE)": name or code hold the term.
    const matches = (term: string) => all.filter((o) => fold(o.text).includes(fold(term))).map((o) => o.value);
    const count = (term: string) =>
      uiText(lang, 'visualizer', 'stoneCount', { shown: matches(term).length, total: all.length });

    await box.fill(other.code);
    expect(matches(other.code)).toEqual([`product:${other.id}`]);
    await expect(stone).toHaveValue(`product:${other.id}`);
    await expect(page).toHaveURL(new RegExp(`stone=product:${other.id}`));
    await expect(page.locator('#viz-stone-count')).toHaveText(count(other.code));

    const family = start.code.replace(/[-\s]?\d+$/, ''); // "TRV-829" → "TRV": every stone of that kind
    await box.fill(family);
    expect(matches(family).length).toBeGreaterThan(1);
    await expect(page.locator('#viz-stone-count')).toHaveText(count(family));
    await box.press('Enter');
    await expect(stone).toHaveValue(matches(family)[0]);
    await expect(page).toHaveURL(new RegExp(`stone=${matches(family)[0]}`));
  });
}
