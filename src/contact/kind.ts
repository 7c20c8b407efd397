// The contact kind: a message from the contact pages or the write-to-us dialog, with the visitor's quote list.
import { pathTo } from '../routes';
import type { InquiryKind } from '../inquiry/kind';
import { toSource } from './fields';
import { validateContact, type ContactFields } from './schema';
import { contactErrorVars } from './quote-request';
import { contactPath, renderFormPage } from './html';
import { contactListing, contactMail } from './mail';

export const contactKind: InquiryKind<ContactFields> = {
  type: 'contact',
  referencePrefix: 'INQ',
  sourceOf: (record) => toSource(record.source),
  validate: validateContact,
  errorVars: contactErrorVars,
  pages: {
    form: contactPath,
    thanks: (lang) => pathTo(lang, { page: 'contactThanks' }),
    renderForm: renderFormPage,
  },
  mail: contactMail,
  listing: contactListing,
};
