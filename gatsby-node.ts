// Gatsby build hooks: validate data, generate missing sample images, declare types, split collections, create pages,
// write the company profile PDF.
import type { GatsbyNode } from 'gatsby';
import path from 'path';
import { createSchemaCustomization } from './src/node/schema';
import { onCreateNode } from './src/node/nodes';
import { createPages } from './src/node/pages';
import { onCreateWebpackConfig } from './src/node/webpack-fonts';
import { validateData, formatProblems } from './src/data/validate';
import { generateMissingImages } from './scripts/generate-images';
import { writeCompanyProfile } from './scripts/company-profile-pdf';

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
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const file = writeCompanyProfile(path.join(__dirname, 'public'));
  reporter.info(`company profile: ${path.relative(__dirname, file)}`);
};

export { createSchemaCustomization, onCreateNode, createPages, onCreateWebpackConfig };
