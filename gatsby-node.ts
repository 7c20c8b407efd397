// Gatsby build hooks: validate data, generate missing sample images, declare types, split collections, create pages,
// write the company profile PDF, robots.txt and the default share image.
import type { GatsbyNode } from 'gatsby';
import path from 'path';
import { createSchemaCustomization } from './src/node/schema';
import { onCreateNode } from './src/node/nodes';
import { createPages } from './src/node/pages';
import { validateData, formatProblems } from './src/data/validate';
import { generateMissingImages } from './scripts/generate-images';
import { writeCompanyProfile } from './scripts/company-profile-pdf';
import { stripNulBytes, writeSeoFiles } from './src/seo/build-files';
import { siteUrlFrom } from './src/seo/site-url';

const dataDir = path.join(__dirname, 'data');

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const images = await generateMissingImages(dataDir);
  reporter.info(`sample images: ${images.created} generated, ${images.existing} already present`);
  const problems = validateData(dataDir, { requireGeneratedImages: true });
  if (problems.length) {
    reporter.panic(`Data validation failed (${problems.length} problem(s)):\n${formatProblems(problems)}`);
  }
  reporter.info('data validation: OK');
};

/** The company profile PDF is written from the data after every build (see scripts/company-profile-pdf.ts). */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const file = writeCompanyProfile(path.join(__dirname, 'public'));
  reporter.info(`company profile: ${path.relative(__dirname, file)}`);
  // robots.txt and the default share image; stray NUL bytes of React's streaming renderer out of the HTML (src/seo/build-files.ts).
  const seoFiles = await writeSeoFiles(path.join(__dirname, 'public'), siteUrlFrom(process.env));
  reporter.info(`seo files: ${seoFiles.map((f) => path.relative(__dirname, f)).join(', ')}`);
  reporter.info(`NUL bytes removed from ${stripNulBytes(path.join(__dirname, 'public'))} HTML file(s)`);
};

export { createSchemaCustomization, onCreateNode, createPages };
