import { chromium } from 'playwright';
import { execSync } from 'child_process';
(async () => {
  const extra = process.argv.slice(2);
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extra] });
  const pid = (b as any)._initializer?.pid;
  for (let i = 0; i < 3; i++) { const c = await b.newContext(); const p = await c.newPage(); await p.goto('data:text/html,<h1>x</h1>'); await c.close(); }
  await new Promise((r) => setTimeout(r, 500));
  const out = execSync(`ps -eo args | grep -c -- '--type=renderer --top-chrome-webui' || true`).toString().trim();
  console.log(extra.join(' ') || '(default)', 'top-chrome-webui renderers now:', out);
  const t0 = Date.now();
  for (let i = 0; i < 10; i++) { const c = await b.newContext(); const p = await c.newPage(); await p.goto('data:text/html,<h1>x</h1>'); await c.close(); }
  console.log('10 contexts', Date.now() - t0, 'ms');
  await b.close();
})();
