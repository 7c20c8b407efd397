// About and FAQ pages in English and Arabic: texts from the data, the company profile PDF, disclosures by keyboard.
import { test, expect } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { filePathTo, pathTo } from '../../src/routes';
import { hydrated, readContent, readData, uiText } from './site-data';

const company = readData('company.json');
// Questions and answers are Markdown (data/content/faq/<id>/<lang>.md); the answers are single plain paragraphs.
const faq = (readData('faq.json').items as { id: number; group: string }[])
  .filter((f) => f.group === 'general')
  .map((f) => {
    const texts = (lang: Lang) => readContent(`faq/${f.id}/${lang}.md`);
    return {
      id: f.id,
      question: { en: texts('en').data.title, ar: texts('ar').data.title } as Record<Lang, string>,
      answer: { en: texts('en').body, ar: texts('ar').body } as Record<Lang, string>,
    };
  });

for (const lang of ['en', 'ar'] as const) {
  test.describe(`about (${lang})`, () => {
    test('shows mission, vision, social links and a working company profile PDF link', async ({ page, request }) => {
      await page.goto(pathTo(lang, { page: 'about' }));
      await expect(page.getByText(company.mission[lang])).toBeVisible();
      await expect(page.getByText(company.vision[lang])).toBeVisible();
      for (const s of company.socials) {
        const link = page.locator('main').getByRole('link', { name: s.name });
        await expect(link).toHaveAttribute('href', s.link);
        await expect(link).toHaveAttribute('target', '_blank');
      }
      const pdfLink = page.getByRole('link', { name: uiText(lang, 'pages', 'about.profilePdf') });
      const profile = filePathTo(lang, { file: 'companyProfile', path: company.profilePdf });
      await expect(pdfLink).toHaveAttribute('href', profile);
      const response = await request.get(profile);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });

  test.describe(`FAQ (${lang})`, () => {
    test('questions are disclosures that open and close by keyboard', async ({ page }) => {
      await page.goto(pathTo(lang, { page: 'faq' }));
      const items = page.locator('main details');
      await expect(items).toHaveCount(faq.length);
      const first = page.locator('main summary').filter({ hasText: faq[0].question[lang] });
      const answer = page.getByText(faq[0].answer[lang]);
      await expect(answer).toBeHidden();
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await page.keyboard.press('Space');
      await expect(answer).toBeHidden();
      // Open all / close all.
      await page.getByRole('button', { name: uiText(lang, 'company', 'faq.openAll') }).click();
      for (const f of faq) await expect(page.getByText(f.answer[lang])).toBeVisible();
      await page.getByRole('button', { name: uiText(lang, 'company', 'faq.closeAll') }).click();
      for (const f of faq) await expect(page.getByText(f.answer[lang])).toBeHidden();
    });

    test('a question linked by its hash opens, and answers are readable without JavaScript', async ({
      page,
      browser,
    }) => {
      const third = faq[2];
      await page.goto(`${pathTo(lang, { page: 'faq' })}#question-${third.id}`);
      await hydrated(page); // the linked question is opened by the page's script
      await expect(page.getByText(third.answer[lang])).toBeVisible();
      await expect(page.getByText(faq[0].answer[lang])).toBeHidden();

      const context = await browser.newContext({ javaScriptEnabled: false });
      const noJs = await context.newPage();
      await noJs.goto(pathTo(lang, { page: 'faq' }));
      await noJs.locator('main summary').filter({ hasText: faq[1].question[lang] }).click();
      await expect(noJs.getByText(faq[1].answer[lang])).toBeVisible();
      await context.close();
    });
  });
}
