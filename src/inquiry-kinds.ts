// The kinds of inquiry this site takes, in one list, and the inquiry core (src/inquiry/) bound to it: what the
// functions, the scripts and the tests call. A new kind is a folder handing its InquiryKind over, and a line here.
import type { InquiryKinds } from './inquiry/kind';
import { handleInquiry, type ContactDeps, type ContactResponse } from './inquiry/handler';
import type { ContactRequest } from './inquiry/body';
import { openInquiryRuntime, sharedInquiryRuntime, type ContactSettings } from './inquiry/runtime';
import { contactKind } from './contact/kind';
import { sampleKind } from './samples/kind';
import { holdKind } from './holds/kind';

/** The first is the kind of a post that names no type (or one not listed). */
export const inquiryKinds: InquiryKinds = [contactKind, sampleKind, holdKind];

export const inquiryTypes = inquiryKinds.map((k) => k.type);

/** The contact function's handling of a request (src/api/contact.ts), for every kind above. */
export const handleContact = (
  req: ContactRequest,
  res: ContactResponse,
  deps: ContactDeps,
  now?: Date,
): Promise<void> => handleInquiry(req, res, deps, inquiryKinds, now);

export const openRuntime = (settings: ContactSettings, log?: (m: string, e?: unknown) => void) =>
  openInquiryRuntime(settings, inquiryKinds, log);

/** The one runtime of this process (the functions'). */
export const sharedRuntime = () => sharedInquiryRuntime(inquiryKinds);
