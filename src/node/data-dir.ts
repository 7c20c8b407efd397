// The folder the build reads its content from: `data/`, unless SITE_DATA_DIR names another one (`npm run bench --
// --scale N` builds a temporary copy with generated products that way, so nothing generated ever lands in data/).
import path from 'path';

export function siteDataDir(projectRoot: string): string {
  const override = process.env.SITE_DATA_DIR;
  return override ? path.resolve(override) : path.join(projectRoot, 'data');
}
