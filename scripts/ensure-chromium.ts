// Before the end-to-end tests: finds the browser they drive (CHROME_PATH, else Debian's headless Chromium
// /usr/bin/chromium-headless-shell, else Debian's /usr/bin/chromium) and the PDF reader the build contract reads the
// data sheets with (poppler's pdftotext), installs Debian's packages when running as root on Debian, or says in one
// line what is missing and how to get it. The headless shell is the same engine without the browser's own windows: a
// fresh browser context (one per test) costs it a third of the full browser's CPU (docs/testing.md).
import fs from 'fs';
import { spawnSync } from 'child_process';

/** Debian's full browser: the bench's (Lighthouse), and the tests' fallback. */
export const debianChromium = '/usr/bin/chromium';
const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

function executable(file: string | undefined): file is string {
  if (!file) return false;
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROME_PATH) return executable(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return [debianHeadlessShell, debianChromium].find(executable) ?? null;
}

/** Installs Debian packages (one `apt-get update`, one install) when running as root; true when every file is there. */
function installDebianPackages(packages: { pkg: string; file: string }[]): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !executable('/usr/bin/apt-get')) return false;
  const names = packages.map((p) => p.pkg);
  console.log(`e2e: installing Debian's ${names.join(', ')} (apt-get install ${names.join(' ')})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: ['ignore', 'ignore', 'inherit'], env });
  return !!install && install.status === 0 && packages.every((p) => executable(p.file));
}

/** poppler's text extractor: the PDF tests read the data sheets with it (it follows the logical Arabic text). */
export const pdftotext = '/usr/bin/pdftotext';

/**
 * The bench's browser: Debian's full Chromium (Lighthouse needs it), or CHROME_PATH. Installed when missing and running
 * as root on Debian, as the tests' browser is; otherwise one line says how to get it.
 */
export function ensureBenchChromium(): void {
  const browser = process.env.CHROME_PATH ?? debianChromium;
  if (executable(browser)) return;
  if (!process.env.CHROME_PATH && installDebianPackages([{ pkg: 'chromium', file: debianChromium }])) return;
  console.error(
    process.env.CHROME_PATH
      ? `bench: CHROME_PATH=${browser} is not an executable browser: point it at Chromium or unset it.`
      : `bench: Chromium is missing: install Debian's package (sudo apt-get install chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

function main(): void {
  if (process.env.CHROME_PATH && !executable(process.env.CHROME_PATH)) {
    console.error(
      `e2e: CHROME_PATH=${process.env.CHROME_PATH} is not an executable browser: point it at Chromium or unset it to use ${debianHeadlessShell}.`,
    );
    process.exit(1);
  }
  // The tests drive the headless shell; the full browser stays the bench's (Lighthouse), and the tests' fallback.
  const missing = [
    ...(process.env.CHROME_PATH || executable(debianHeadlessShell)
      ? []
      : [{ pkg: 'chromium-headless-shell', file: debianHeadlessShell }]),
    ...(executable(pdftotext) ? [] : [{ pkg: 'poppler-utils', file: pdftotext }]),
  ];
  // Together first (one update); one by one if that fails, so a Debian without the shell still gets the PDF reader.
  if (missing.length && !installDebianPackages(missing) && missing.length > 1)
    for (const one of missing) installDebianPackages([one]);
  if (!findChromium() && !installDebianPackages([{ pkg: 'chromium', file: debianChromium }])) {
    console.error(
      `e2e: Chromium is missing: install Debian's package (sudo apt-get install chromium-headless-shell) or set CHROME_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
  if (!executable(pdftotext)) {
    console.error(`e2e: poppler's pdftotext is missing: install it (sudo apt-get install poppler-utils).`);
    process.exit(1);
  }
}

if (require.main === module) main();
