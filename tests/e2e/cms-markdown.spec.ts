// Editors' CMS on the Markdown prose: /admin/ against decap-server on a temporary copy of data/. Changing a page's
// French text writes that one file, on the edited line only, and the data stays valid; Arabic is right-to-left.
import fs from 'fs';
import path from 'path';
import { test, expect } from 'playwright/test';
import { startCmsBackend, openAdmin, publish, type CmsBackend } from './cms-backend';

let backend: CmsBackend;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  backend = await startCmsBackend();
});

test.afterAll(() => backend?.stop());

/** Every file under data/ with its content, to tell which ones a save changed. */
function snapshot(dir: string, base = dir, out = new Map<string, string>()): Map<string, string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) snapshot(full, base, out);
    else out.set(path.relative(base, full), fs.readFileSync(full, 'latin1'));
  }
  return out;
}

test('an editor changes the French About text: only about/fr.md changes, on that line, and check:data passes', async ({
  page,
}) => {
  const dataDir = path.join(backend.repo, 'data');
  const before = snapshot(dataDir);
  const original = backend.read('content/about/fr.md');
  await openAdmin(page, backend, '/collections/pages/entries/about-fr');
  await expect(page.getByText('French (fr)', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(/propos/);

  // The body in raw mode: the Markdown as the file holds it. Add words to the end of the first heading.
  const heading = original.split('\n').find((l) => l.startsWith('## ')) ?? '';
  expect(heading).not.toBe('');
  const body = page.locator('[data-slate-editor="true"]').first();
  const line = body.getByText(heading, { exact: true });
  // Click at the end of the heading's text, as an editor would to add words there: the editor (slate-react) takes its
  // selection from that click. Setting the DOM selection afterwards was not enough: the editor's throttled
  // selectionchange handler sometimes had not seen it by the first keystroke, and the words went where the click was.
  const box = await line.boundingBox();
  if (!box) throw new Error('the heading is not laid out');
  await line.click({ position: { x: box.width - 1, y: box.height / 2 } });
  await page.keyboard.type(' et nos usines');
  await publish(page);
  await expect(page.getByText(/Entry saved/i).first()).toBeVisible({ timeout: 15_000 });

  await expect.poll(() => backend.read('content/about/fr.md')).not.toBe(original);
  const after = snapshot(dataDir);
  const changed = [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);
  expect(changed).toEqual([path.join('content', 'about', 'fr.md')]);
  const now = backend.read('content/about/fr.md').split('\n');
  const was = original.split('\n');
  expect(now.length).toBe(was.length);
  expect(now.filter((line, i) => line !== was[i])).toEqual([`${heading} et nos usines`]);
  expect(backend.problems()).toBe('');
});

test('an Arabic FAQ answer opens right-to-left, labelled with its language', async ({ page }) => {
  await openAdmin(page, backend, '/collections/content-faq/entries/3/ar');
  await expect(page.getByText('Arabic (ar), right to left').first()).toBeVisible({ timeout: 30_000 });
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(backend.read('content/faq/3/ar.md').match(/^title: "(.*)"$/m)?.[1] ?? '');
  expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  expect(
    await page
      .locator('[data-slate-editor="true"]')
      .first()
      .evaluate((el) => getComputedStyle(el).direction),
  ).toBe('rtl');
});

test('FAQ answers are listed one entry per question and language', async ({ page }) => {
  await openAdmin(page, backend, '/collections/content-faq');
  const question = backend.read('content/faq/3/fr.md').match(/^title: "(.*)"$/m)?.[1] ?? '';
  await expect(page.getByText(`FAQ 3 · fr · ${question}`, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^FAQ 3 · (en|fr|es|ru|ar) · /)).toHaveCount(5);
});

test('a page title longer than its schema allows is refused with a message and nothing is written', async ({
  page,
}) => {
  const before = backend.read('content/privacy/es.md');
  await openAdmin(page, backend, '/collections/pages/entries/privacy-es');
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(/\S/, { timeout: 30_000 });
  await title.fill('Privacidad '.repeat(8)); // 88 characters; content-page.schema.json allows 80
  await publish(page);
  await expect(page.getByText('At most 80 characters.')).toBeVisible();
  expect(backend.read('content/privacy/es.md')).toBe(before);
});
