// Extra outputs of `npm run check:data`: the translation coverage table (`--coverage`, and the job summary on GitHub
// Actions) and one GitHub annotation per problem and per warning (`--github`, or automatically on GitHub Actions).
import fs from 'fs';
import type { DataCheck } from './validate';
import { annotations } from './annotations';
import { coverage, coverageMarkdown, dataTextFields } from './coverage';

export function checkReports(
  args: string[],
  dataDir: string,
  { problems, warnings }: DataCheck,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const onGitHub = env.GITHUB_ACTIONS === 'true';
  if (args.includes('--github') || onGitHub) {
    for (const line of annotations(problems, dataDir)) console.log(line);
    for (const line of annotations(warnings, dataDir, 'data', 'warning')) console.log(line);
  }
  if (args.includes('--coverage') || env.GITHUB_STEP_SUMMARY) {
    const table = coverageMarkdown(coverage(dataTextFields(dataDir)));
    if (args.includes('--coverage')) console.log(table);
    if (env.GITHUB_STEP_SUMMARY) fs.appendFileSync(env.GITHUB_STEP_SUMMARY, table);
  }
}
