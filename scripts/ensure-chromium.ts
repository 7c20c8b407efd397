// Before the end-to-end tests: finds the browser they drive (CHROME_PATH or Debian's /usr/bin/chromium) and the PDF
// reader the build contract reads the data sheets with (poppler's pdftotext), installs Debian's package when running
// as root on Debian, or says in one line what is missing and how to get it.
import fs from 'fs';
import { spawnSync } from 'child_process';

const debianChromium = '/usr/bin/chromium';

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
  return executable(debianChromium) ? debianChromium : null;
}

function installDebianPackage(pkg: string, file: string): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !executable('/usr/bin/apt-get')) return false;
  console.log(`e2e: installing Debian's ${pkg} package (apt-get install ${pkg})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: ['ignore', 'ignore', 'inherit'], env });
  return !!install && install.status === 0 && executable(file);
}

/** poppler's text extractor: the PDF tests read the data sheets with it (it follows the logical Arabic text). */
export const pdftotext = '/usr/bin/pdftotext';

function main(): void {
  if (process.env.CHROME_PATH && !executable(process.env.CHROME_PATH)) {
    console.error(
      `e2e: CHROME_PATH=${process.env.CHROME_PATH} is not an executable browser: point it at Chromium or unset it to use ${debianChromium}.`,
    );
    process.exit(1);
  }
  if (!findChromium() && !installDebianPackage('chromium', debianChromium)) {
    console.error(
      `e2e: Chromium is missing: install Debian's package (sudo apt-get install chromium) or set CHROME_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
  if (!executable(pdftotext) && !installDebianPackage('poppler-utils', pdftotext)) {
    console.error(`e2e: poppler's pdftotext is missing: install it (sudo apt-get install poppler-utils).`);
    process.exit(1);
  }
}

if (require.main === module) main();
