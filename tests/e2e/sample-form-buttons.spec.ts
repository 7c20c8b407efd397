// The sample form's "Add another stone" and "Remove sample N" as a visitor sees them, in English and Arabic: styled as
// the site's other secondary buttons (the login dialog's "Write to us"), a focus ring when reached with the keyboard,
// and at the start of the rows (left in English, right in Arabic).
import { test, expect, type Locator, type Page } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { hydrated, uiText } from './site-data';

const looks = [
  'backgroundColor',
  'color',
  'borderTopWidth',
  'borderTopStyle',
  'borderTopColor',
  'borderTopLeftRadius',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'paddingTop',
  'paddingLeft',
  'minHeight',
] as const;

const styleOf = (target: Locator) =>
  target.evaluate(
    (el, names) => Object.fromEntries(names.map((n) => [n, getComputedStyle(el)[n as keyof CSSStyleDeclaration]])),
    looks as readonly string[],
  );

/** The site's secondary button, from the login dialog every page opens. */
async function secondaryButtonStyle(page: Page, lang: 'en' | 'ar') {
  await page.locator('.desktop-bar .login-button').click();
  const dialog = page.getByRole('dialog', { name: uiText(lang, 'common', 'login.title') });
  const style = await styleOf(dialog.getByRole('link', { name: uiText(lang, 'common', 'login.writeToUs') }));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return style;
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: Add another stone and Remove look like the site's secondary buttons, show focus and sit at the rows' start`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pathTo(lang, { page: 'sampleRequest' }));
    await hydrated(page);
    const form = page.locator('form.sample-form');
    const add = form.getByRole('button', { name: uiText(lang, 'contact', 'samples.add') });
    await expect(add).toBeVisible();
    const secondary = await secondaryButtonStyle(page, lang);
    expect(await styleOf(add)).toEqual(secondary);

    // Reached with the keyboard from the last field of the only row: the focus ring shows.
    await form.locator('#sample1').focus();
    await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    const ring = await add.evaluate((el) => ({
      style: getComputedStyle(el).outlineStyle,
      width: getComputedStyle(el).outlineWidth,
    }));
    expect(ring.style).toBe('solid');
    expect(parseFloat(ring.width)).toBeGreaterThanOrEqual(2);

    // At the start of the rows: the left half in English, the right half in Arabic.
    const rows = (await form.locator('fieldset.sample-rows').boundingBox())!;
    const box = (await add.boundingBox())!;
    const centre = box.x + box.width / 2;
    if (lang === 'en') expect(centre).toBeLessThan(rows.x + rows.width / 2);
    else expect(centre).toBeGreaterThan(rows.x + rows.width / 2);

    await page.keyboard.press('Enter');
    const remove = form.getByRole('button', { name: uiText(lang, 'contact', 'samples.remove', { n: 1 }) });
    await expect(remove).toBeVisible();
    expect(await styleOf(remove)).toEqual(secondary);
  });
}
