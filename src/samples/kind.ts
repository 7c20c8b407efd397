// The sample request kind: stones, finishes and kinds of sample to ship, with the company and the shipping address.
import { pathTo } from '../routes';
import type { InquiryKind } from '../inquiry/kind';
import { sampleErrorVars } from './fields';
import { validateSample } from './schema';
import { renderSampleFormPage } from './html';
import { sampleListing, sampleMail } from './mail';

export const sampleKind: InquiryKind = {
  type: 'sample',
  referencePrefix: 'SMP',
  sourceOf: () => 'sampleRequest',
  validate: validateSample,
  errorVars: sampleErrorVars,
  pages: {
    form: (lang) => pathTo(lang, { page: 'sampleRequest' }),
    thanks: (lang) => pathTo(lang, { page: 'sampleThanks' }),
    renderForm: renderSampleFormPage,
  },
  mail: sampleMail,
  listing: sampleListing,
};
