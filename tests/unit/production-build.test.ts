// scripts/serve.ts serves public/ only when the last Gatsby run there was a production build that finished: after
// `npm run develop` / `npm run cms` the built pages never hydrate, and the server must say so instead.
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  forgetProductionBuild,
  markProductionBuild,
  productionBuildMarker,
  productionBuildProblem,
} from '../../src/hosting/production-build';

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function project(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-build-'));
  made.push(dir);
  return dir;
}

/** What a finished build leaves: the adapter's host files in public/, the marker in .cache/. */
function finishedBuild(): string {
  const root = project();
  fs.mkdirSync(path.join(root, 'public'));
  fs.writeFileSync(path.join(root, 'public', '_headers'), '/*\n  X-Frame-Options: DENY\n');
  markProductionBuild(root);
  return root;
}

describe('production build detection', () => {
  it('accepts a finished build', () => {
    expect(productionBuildProblem(finishedBuild())).toBeNull();
  });

  it('refuses public/ after a develop run (or a build that did not finish), in one line naming npm start', () => {
    const root = finishedBuild();
    forgetProductionBuild(root); // what onPreInit does as develop (or a build) starts
    const problem = productionBuildProblem(root);
    expect(problem).toMatch(/not a finished production build.*npm run develop.*npm run cms.*run `npm start`/);
    expect(problem).not.toMatch(/\n/);
  });

  it('refuses a checkout that was never built', () => {
    expect(productionBuildProblem(project())).toMatch(/no production build: run `npm start`/);
  });

  it('refuses a build from before the marker existed (public/ present, no marker)', () => {
    const root = finishedBuild();
    fs.rmSync(productionBuildMarker(root));
    expect(productionBuildProblem(root)).toMatch(/run `npm start`/);
  });

  it('forgets nothing twice: forgetting without a marker or a .cache/ is fine', () => {
    expect(() => forgetProductionBuild(project())).not.toThrow();
  });

  it('keeps the marker out of public/ (it must not be deployed)', () => {
    const root = finishedBuild();
    expect(productionBuildMarker(root).startsWith(path.join(root, 'public'))).toBe(false);
    expect(fs.readdirSync(path.join(root, 'public'))).toEqual(['_headers']);
  });
});
