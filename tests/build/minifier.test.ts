// The browser scripts of this build were minified by swc, not by Gatsby's terser (src/node/webpack.ts swaps the
// minifier inside Gatsby's own TerserPlugin; if the swap misses, e.g. Gatsby's TerserPlugin comes from another copy of
// terser-webpack-plugin, the build still works, only slower). Read from the scripts in public/: the two minifiers write
// a test for "undefined" differently, swc as `"u">typeof x` (any other typeof result sorts below "u"), terser, with
// Gatsby's options, as `"undefined"!=typeof x`. Run by `npm run test:build` after a build.
import fs from 'fs';
import path from 'path';
import { currentAssets } from './build-assets';
import { expectHolds, shortcut } from './shortcuts';

const publicDir = path.resolve(__dirname, '..', '..', 'public');
const swcForm = /"u"[<>]typeof\b|\btypeof [\w$.]+[<>]"u"/g;
const terserForm = /"undefined"[!=]==?typeof\b|\btypeof [\w$.]+[!=]==?"undefined"/g;

test('swc minifier: every browser script of this build is swc-minified, none terser-minified', () => {
  const scripts = currentAssets(publicDir).filter((f) => f.endsWith('.js'));
  const problems: string[] = [];
  let swcTests = 0;
  for (const file of scripts) {
    const text = fs.readFileSync(path.join(publicDir, file), 'utf8');
    swcTests += text.match(swcForm)?.length ?? 0;
    const terser = text.match(terserForm) ?? [];
    if (terser.length) problems.push(`${file} holds terser's form ${terser.length} times (${terser[0]})`);
  }
  if (scripts.length === 0) problems.push('public/ holds no script of this build');
  if (swcTests === 0) problems.push('no script holds swc\'s `"u">typeof` test (swc writes it another way now?)');
  expectHolds(shortcut.swcMinifier, problems);
});
