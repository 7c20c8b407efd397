// Runs axe-core in a Playwright page: WCAG 2.0/2.1/2.2 A and AA rules plus axe's best practices.
import fs from 'fs';
import type { Frame, Page } from 'playwright/test';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets every page must pass (WCAG 2.2 AA). */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
}

/** "rule: selector, selector" for every violation inside `context` (the whole document by default) of a page or frame. */
export async function axeViolations(page: Page | Frame, context = 'html'): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: an injected <script> tag would be blocked by the site's CSP (script-src 'self').
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ context, tags }) => {
      const axe = (window as unknown as { axe: { run: (ctx: string, o: object) => Promise<AxeResult> } }).axe;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map(
        (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.map(String).join(' ')).join(', ')}`,
      );
    },
    { context, tags: axeTags },
  );
}
