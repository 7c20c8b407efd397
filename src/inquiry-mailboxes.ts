// The sales mailboxes the site's inquiry kinds send to, each with its address from data/ and the setting that replaces
// it (docs/settings.md): the core (src/inquiry/) names none of them.
import company from '../data/company.json';
import usa from '../data/usa.json';
import type { Mailbox } from './inquiry/kind';

/** The sales team: contact messages and sample requests. */
export const salesMailbox: Mailbox = { address: company.email, setting: 'CONTACT_MAIL_TO' };

/** The USA warehouse: hold requests and messages from the USA contact page. */
export const warehouseMailbox: Mailbox = { address: usa.email, setting: 'CONTACT_MAIL_TO_USA' };
