// /admin/ on the host: its own headers rule (Decap's CSP, noindex, popup-friendly COOP) overrides the site's for that
// path only; every other path keeps the site's strict policy.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { prepareHosting } from '../../src/hosting/prepare';
import { headerMatcher, parseHeaders } from '../../src/hosting/host-rules';
import { writeAdmin } from '../../src/cms/admin';

const dataDir = path.resolve(__dirname, '..', '..', 'data');

function headersFor(p: string): Record<string, string> {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  fs.mkdirSync(path.join(publicDir, 'admin'));
  fs.writeFileSync(path.join(publicDir, 'admin', 'index.html'), '<!doctype html><script src="decap-cms.js"></script>');
  prepareHosting(publicDir, dataDir, { tags: {} });
  const match = headerMatcher(parseHeaders(fs.readFileSync(path.join(publicDir, '_headers'), 'utf8')));
  return Object.fromEntries(match(p).map(([k, v]) => [k.toLowerCase(), v]));
}

describe('/admin/ headers', () => {
  it('give the CMS what it needs and nothing to the rest of the site', () => {
    const admin = headersFor('/admin/');
    expect(admin['content-security-policy']).toMatch(/script-src 'self' 'unsafe-eval'/);
    expect(admin['content-security-policy']).toMatch(
      /connect-src [^;]*https:\/\/api\.github\.com[^;]*http:\/\/127\.0\.0\.1:8081/,
    );
    expect(admin['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(admin['x-robots-tag']).toBe('noindex, nofollow');
    expect(admin['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headersFor('/admin/config.yml')['x-robots-tag']).toBe('noindex, nofollow');

    const site = headersFor('/fr/');
    expect(site['content-security-policy']).not.toMatch(/unsafe-eval|api\.github\.com|8081/);
    expect(site['cross-origin-opener-policy']).toBe('same-origin');
    expect(site['x-robots-tag']).toBeUndefined();
  });
});

describe("the editors' guide", () => {
  it('is linked from every /admin/ page, in the repository and branch the CMS saves to', async () => {
    const root = path.resolve(__dirname, '..', '..');
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    const out = path.join(publicDir, 'admin');
    await writeAdmin(out, dataDir, root, { repo: 'acme/stone-site', branch: 'content' });
    const page = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const link = page.match(/<a\s[^>]*href="([^"]+)"[^>]*>\s*Editors' guide\s*<\/a/);
    expect(link?.[1]).toBe('https://github.com/acme/stone-site/blob/content/docs/editors.md');
    // The page it points at exists and is the guide.
    expect(fs.readFileSync(path.join(root, 'docs', 'editors.md'), 'utf8')).toMatch(/^# Editors' guide/);
    fs.rmSync(publicDir, { recursive: true, force: true });
    // The whole /admin/ is written: the 5 MB Decap bundle copied, the preview and the data check bundled.
  }, 60_000);
});
