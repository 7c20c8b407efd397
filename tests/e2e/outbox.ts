// The mail the test server's contact function writes (it runs without SMTP_URL: one .eml file a message), read back
// by the e2e tests of the forms, and the unique names they send to find their own request by.
import fs from 'fs';
import path from 'path';
import { expect } from 'playwright/test';
import { decodeMail } from '../../scripts/smtp-sink';

/** Where the server's contact function writes its mail (src/inquiry/runtime.ts: CONTACT_DATA_DIR, else .data). */
export const outbox = path.resolve(__dirname, '..', '..', process.env.CONTACT_DATA_DIR || '.data', 'outbox');

/** A name no other run sends: earlier runs' mail stays in the outbox. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Every mail in the outbox so far, decoded (headers and quoted-printable text). */
export const outboxMails = (): string[] =>
  (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).map((f) =>
    decodeMail(fs.readFileSync(path.join(outbox, f), 'utf8')),
  );

/** The visitor's copy of a request says it is an automatic answer (src/inquiry/visitor-copy.ts); sales mail does not. */
export const isVisitorCopy = (mail: string) => /^Auto-Submitted: auto-replied/im.test(mail);

/** The sales e-mail written for a request whose text contains `marker`, once it is there. */
export async function emailContaining(marker: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        found = outboxMails().find((t) => t.includes(marker) && !isVisitorCopy(t)) ?? '';
        return found !== '';
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}
