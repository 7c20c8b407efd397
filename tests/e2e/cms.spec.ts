// Editors' CMS: /admin/ of the built site (with its host headers) driven against decap-server, the local backend,
// serving a temporary copy of data/ so the checkout is never touched. Edits must land as valid files (check:data).
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { test, expect, type Page } from 'playwright/test';
import { startCmsBackend, openAdmin, publish, type CmsBackend } from './cms-backend';

let backend: CmsBackend;

// Serial: the tests share one temporary repository. Roomy timeout: the CMS bundle is 5 MB and the machine is shared.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  backend = await startCmsBackend();
});

test.afterAll(() => backend?.stop());

async function openEntry(page: Page, hash: string) {
  await openAdmin(page, backend, hash);
  // The 5 MB bundle and the entry load first (slow on a busy machine).
  await expect(page.getByRole('textbox', { name: 'Name (English)', exact: true })).toBeVisible({ timeout: 30_000 });
}

const readJson = (rel: string) => JSON.parse(backend.read(rel));
const problems = () => backend.problems();

/** Paths of the leaves that differ between two JSON values. */
function differences(a: unknown, b: unknown, at = ''): string[] {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}/${k}`),
    );
  }
  return a === b ? [] : [at];
}

test('an editor changes the French name of product 948: only that field changes, the data stays valid', async ({
  page,
}) => {
  const before = backend.read('products/948.json');
  await openEntry(page, '/collections/products/entries/948');
  const french = page.getByRole('textbox', { name: 'Name (French)', exact: true });
  await expect(french).toHaveValue('Travertin argenté de Denizli');
  await expect(page.getByRole('textbox', { name: 'Name (Arabic)', exact: true })).toHaveAttribute('dir', 'rtl');
  await french.fill('Travertin Silver de Denizli');
  await publish(page);
  await expect(page.getByText(/Entry saved/i).first()).toBeVisible({ timeout: 15_000 });

  const after = backend.read('products/948.json');
  expect(differences(JSON.parse(before), JSON.parse(after))).toEqual(['/name/fr']);
  expect(readJson('products/948.json').name.fr).toBe('Travertin Silver de Denizli');
  // The file keeps its layout: the edit is a one-line diff.
  const changedLines = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
  expect(changedLines).toEqual(['    "fr": "Travertin Silver de Denizli",']);
  expect(problems()).toBe('');
});

test('a product without test values (an adhesive) saves without an empty technical block', async ({ page }) => {
  const before = backend.read('products/938.json');
  expect(JSON.parse(before).technical).toBeUndefined();
  await openEntry(page, '/collections/products/entries/938');
  const french = page.getByRole('textbox', { name: 'Name (French)', exact: true });
  await french.fill(`${JSON.parse(before).name.fr} C2TE`);
  await publish(page);
  await expect(page.getByText(/Entry saved/i).first()).toBeVisible({ timeout: 15_000 });
  expect(differences(JSON.parse(before), readJson('products/938.json'))).toEqual(['/name/fr']);
  expect(problems()).toBe('');
});

test('a required text emptied is refused with a message and nothing is written', async ({ page }) => {
  const before = backend.read('products/948.json');
  await openEntry(page, '/collections/products/entries/948');
  await page.getByRole('textbox', { name: 'Name (French)', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('');
  await publish(page);
  await expect(page.getByText('Missing text in French (every language is required).')).toBeVisible();
  await expect(page.getByText(/Code is required/i)).toBeVisible();
  await expect(page.getByText(/Oops, you've missed a required field/i)).toBeVisible();
  expect(backend.read('products/948.json')).toBe(before);
});

test('an editor creates a product with an uploaded photo: the file is valid and the photo is where it says', async ({
  page,
}) => {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b9ab98' } })
    .jpeg()
    .toBuffer();
  const before = new Set(fs.readdirSync(path.join(backend.repo, 'data/products')));
  await openEntry(page, '/collections/products/entries/948');
  // Start from an existing product, as the README's "How an editor adds a product" does.
  await page.getByRole('button', { name: 'Published' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(/#\/collections\/products\/new/);
  // The copy's fields are filled in after the address changes: typing before that is overwritten. Decap CMS can fill
  // them once more while the photo is being chosen (a CI run saw the id back at 948), so the photo is chosen first and
  // the texts typed last, each checked before saving.
  const id = page.getByRole('spinbutton', { name: 'Id', exact: true });
  await expect(id).toHaveValue(String(readJson('products/948.json').id));
  await page.getByRole('button', { name: 'Add images' }).click();
  await page.getByRole('button', { name: 'Choose an image' }).last().click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'cms-sample-961.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  const texts: [ReturnType<typeof page.getByRole>, string][] = [
    [id, '961'],
    [page.getByRole('textbox', { name: 'Code', exact: true }), 'TRV-961'],
    [page.getByRole('textbox', { name: 'Slug', exact: true }), 'cms-sample-travertine'],
    [page.getByRole('textbox', { name: 'Name (English)', exact: true }), 'CMS Sample Travertine'],
  ];
  for (const [field, value] of texts) await field.fill(value);
  for (const [field, value] of texts) await expect(field).toHaveValue(value);
  await publish(page);
  await expect(page.getByText(/Entry saved/i).first()).toBeVisible({ timeout: 30_000 });

  // On failure, the message names the product files the save did write.
  const newProductFiles = () => fs.readdirSync(path.join(backend.repo, 'data/products')).filter((f) => !before.has(f));
  await expect.poll(newProductFiles, { timeout: 15_000 }).toEqual(['961.json']);
  const product = readJson('products/961.json');
  expect(product).toMatchObject({
    $schema: '../schemas/product.schema.json',
    id: 961,
    code: 'TRV-961',
    slug: 'cms-sample-travertine',
  });
  expect(product.images).toContain('products/cms-sample-961.jpg');
  expect(fs.readFileSync(path.join(backend.repo, 'data/images', 'products/cms-sample-961.jpg')).equals(photo)).toBe(
    true,
  );
  expect(problems()).toBe('');
});
