// The sample request kind: stones, finishes and kinds of sample to ship, with the company and the shipping address
// (checked by its country's rules from the deployed address data).
import { pathTo } from '../routes';
import type { InquiryKind } from '../inquiry/kind';
import { contactText } from '../inquiry/messages';
import { addressErrorVars, ruleFor, type AddressRuleLookup } from './address-rules';
import { deployedAddressRule } from './address-data';
import { sampleErrorVars } from './fields';
import { validateSample, type SampleFields } from './schema';
import { renderSampleFormPage } from './html';
import { sampleListing, sampleMail } from './mail';

/** The kind over address rules (the function reads the deployed data, one country's file on its first post). */
export function createSampleKind(rules: AddressRuleLookup = deployedAddressRule): InquiryKind<SampleFields> {
  return {
    type: 'sample',
    referencePrefix: 'SMP',
    sourceOf: () => 'sampleRequest',
    validate: (record) => validateSample(record, rules),
    errorVars: sampleErrorVars,
    // The postal code's and region's messages name the country's own field and show its example.
    errorVarsFor: (record, lang) => addressErrorVars(ruleFor(rules, record.country), (k) => contactText(lang, k)),
    pages: {
      form: (lang) => pathTo(lang, { page: 'sampleRequest' }),
      thanks: (lang) => pathTo(lang, { page: 'sampleThanks' }),
      renderForm: (input) => renderSampleFormPage(input, rules),
    },
    mail: sampleMail,
    listing: sampleListing,
  };
}

export const sampleKind = createSampleKind();
