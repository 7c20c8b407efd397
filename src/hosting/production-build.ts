// Tells scripts/serve.ts whether public/ (and .cache/functions) are a finished production build. `gatsby develop`
// (`npm run develop`, `npm run cms`) writes into both for itself: the page data of every page whose data it re-reads
// (an editor's save) and its static-query results, so the built HTML no longer matches them (React hydration errors
// #418/#425, or the "Loading… Please wait" screen where rendering fails). Every Gatsby run forgets the marker as it
// starts (onPreInit); only a build writes it again, as its last step (onPostBuild), so a develop run or a build stopped
// halfway leaves none. It lives in .cache/, not public/, so that it is never deployed nor listed by the hosting adapter.
import fs from 'fs';
import path from 'path';

export const productionBuildMarker = (projectRoot: string) => path.join(projectRoot, '.cache', 'production-build.json');

/** At the start of every `gatsby build` and `gatsby develop`: from here on public/ and .cache/ are not the last build's. */
export function forgetProductionBuild(projectRoot: string): void {
  fs.rmSync(productionBuildMarker(projectRoot), { force: true });
}

/** The last step of a production build: public/ and .cache/functions are complete. */
export function markProductionBuild(projectRoot: string, finishedAt = new Date()): void {
  fs.mkdirSync(path.dirname(productionBuildMarker(projectRoot)), { recursive: true });
  fs.writeFileSync(productionBuildMarker(projectRoot), `${JSON.stringify({ finishedAt: finishedAt.toISOString() })}\n`);
}

/** null when public/ can be served as the production site, else one line saying why not and what to run. */
export function productionBuildProblem(projectRoot: string): string | null {
  if (!fs.existsSync(path.join(projectRoot, 'public', '_headers')))
    return 'public/ holds no production build: run `npm start` (build, then serve)';
  if (!fs.existsSync(productionBuildMarker(projectRoot))) {
    return 'public/ is not a finished production build (`npm run develop` or `npm run cms` rewrote it, or a build stopped halfway): run `npm start` (build, then serve)';
  }
  return null;
}
