// The route module: the only place that turns (language, page, ids) into a site path and back (./paths), with the query
// strings of the pages that take one. Pages, links, sitemap and tests import it; nothing in src/routes/ imports this
// file, so every import here points down (index → *-query → paths).
export * from './paths';
export { slugify, slugPattern } from './slug';
export { sampleRequestPath, samplePicksFrom, type SamplePick } from './sample-query';
export { visualizerPath } from './visualizer-query';
export { holdRequestPath, holdPickFrom, type HoldPick } from './hold-query';
export { withReference, referenceFrom } from './reference-query';
