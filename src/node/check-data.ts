// The build's data check, before anything is built: every data file valid and every photo it names in data/images/,
// the sample photos (`generated/…`) too. The build never draws a photo: a missing one stops it, naming the photo and
// the data file that wants it; `npm run images` draws the sample photos. Warnings (a USA hold that has ended) are shown.
import { checkData, formatProblems } from '../checks/validate';

export interface CheckReporter {
  info: (message: string) => void;
  warn: (message: string) => void;
  /** Stops the build (Gatsby's reporter.panic). */
  panic: (message: string) => void;
}

export function checkSiteData(dataDir: string, staticDir: string, reporter: CheckReporter): void {
  const { problems, warnings } = checkData(dataDir, { requireGeneratedImages: true, staticDir });
  if (warnings.length) reporter.warn(`Data warnings (${warnings.length}):\n${formatProblems(warnings)}`);
  if (problems.length) {
    const samplePhotos = problems.some((p) => /^image generated\/\S+ not found/.test(p.message));
    reporter.panic(
      `Data validation failed (${problems.length} problem(s)):\n${formatProblems(problems)}` +
        (samplePhotos ? '\nSample photos (generated/…) are drawn by `npm run images`, not by the build.' : ''),
    );
    return;
  }
  reporter.info('data validation: OK');
}
