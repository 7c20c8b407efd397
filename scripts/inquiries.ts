// `npm run inquiries`: list stored inquiries of every kind, export them as CSV, or resend the ones not yet emailed.
//   npm run inquiries                      table of all inquiries (newest last), each with its type (contact, sample, hold)
//   npm run inquiries -- --unsent          only those not yet emailed
//   npm run inquiries -- --type sample     only sample requests (or --type contact, --type hold); combines with the others
//   npm run inquiries -- --csv [file]      CSV to stdout or a file
//   npm run inquiries -- --resend          email every unsent inquiry again
//   npm run inquiries -- --delete <email>  delete every inquiry sent with that address (a privacy request)
import fs from 'fs';
import { settingsFromEnv, type ContactRuntime } from '../src/inquiry/runtime';
import { sendUnsent } from '../src/inquiry/delivery';
import type { StoredInquiry } from '../src/inquiry/store';
import { kindOf } from '../src/inquiry/kind';
import { inquiryKinds, inquiryTypes, openRuntime } from '../src/inquiry-kinds';

/* Quote every cell; neutralise spreadsheet formulas: a cell starting with = + - @ (also after spaces, and their
   full-width forms, which some spreadsheets read as the same), a tab or a line break is text, not a formula. */
const formulaStart = /^(?:[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r\n])/;
export const csvCell = (v: string) => {
  const safe = formulaStart.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The kinds' own columns, each once, in the order of the kinds. */
const kindColumns = [...new Set(inquiryKinds.flatMap((k) => k.listing.columns))];

export function toCsv(rows: StoredInquiry[]): string {
  const header = [
    'id',
    'type',
    'created_at',
    'lang',
    'source',
    'name',
    'email',
    'phone',
    'message',
    ...kindColumns,
    'sent_at',
    'send_attempts',
    'last_error',
  ];
  const lines = rows.map((r) => {
    const own = kindOf(inquiryKinds, r.type).listing.cells(r);
    return [
      r.id,
      r.type,
      r.createdAt.toISOString(),
      r.lang,
      r.source,
      r.name,
      r.email,
      r.phone,
      r.message,
      ...kindColumns.map((c) => own[c] ?? ''),
      r.sentAt ? r.sentAt.toISOString() : '',
      String(r.sendAttempts),
      r.lastError ?? '',
    ]
      .map(csvCell)
      .join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** `--resend`: every unsent inquiry not being sent right now, through the scheduled function's own path. */
export async function resendUnsent(
  rt: ContactRuntime,
  log: (m: string) => void,
): Promise<{ sent: number; failed: number }> {
  const run = await sendUnsent(rt, {
    budgetMs: Number.POSITIVE_INFINITY,
    stopAfterFailures: Number.POSITIVE_INFINITY,
    log: (m, e) => log(`${m}: ${e instanceof Error ? e.message : String(e)}`),
  });
  return { sent: run.sent, failed: run.failed };
}

export async function main(
  argv: string[],
  out: (s: string) => void = (s) => process.stdout.write(s),
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const rt = await openRuntime(settingsFromEnv(env), (m, e) =>
    process.stderr.write(`${m}: ${e instanceof Error ? e.message : String(e)}\n`),
  );
  try {
    const deleteAt = argv.indexOf('--delete');
    if (deleteAt >= 0) {
      const email = argv[deleteAt + 1] ?? '';
      if (!email.includes('@')) {
        out('--delete needs the e-mail address whose inquiries to delete, e.g. --delete jane@example.com\n');
        return 2;
      }
      const deleted = await rt.store.deleteByEmail(email);
      out(
        `deleted ${deleted} inquiry(ies) sent with ${email.trim()} from ${rt.store.db.kind === 'postgres' ? 'PostgreSQL' : rt.settings.dataDir}\n`,
      );
      return 0;
    }
    if (argv.includes('--resend')) {
      const { sent, failed } = await resendUnsent(rt, (m) => process.stderr.write(`${m}\n`));
      out(`resent ${sent}, still unsent ${failed}\n`);
      return failed ? 1 : 0;
    }
    const typeAt = argv.indexOf('--type');
    const typeArg = typeAt >= 0 ? argv[typeAt + 1] : undefined;
    const type = inquiryTypes.find((t) => t === typeArg);
    if (typeAt >= 0 && !type) {
      out(`--type needs ${inquiryTypes.join(' or ')}, e.g. --type sample\n`);
      return 2;
    }
    const rows = await rt.store.list({ unsentOnly: argv.includes('--unsent'), type });
    const csvAt = argv.indexOf('--csv');
    if (csvAt >= 0) {
      const file = argv[csvAt + 1] && !argv[csvAt + 1].startsWith('--') ? argv[csvAt + 1] : null;
      if (file) fs.writeFileSync(file, toCsv(rows));
      else out(toCsv(rows));
      return 0;
    }
    for (const r of rows) {
      out(
        `${r.id}\t${r.type}\t${r.createdAt.toISOString()}\t${r.sentAt ? 'sent' : 'UNSENT'}\t${r.source}\t${r.lang}\t${r.name} <${r.email}>\t${r.phone}\t${kindOf(inquiryKinds, r.type).listing.line(r)}\n`,
      );
    }
    out(`${rows.length} inquiry(ies) in ${rt.store.db.kind === 'postgres' ? 'PostgreSQL' : rt.settings.dataDir}\n`);
    return 0;
  } finally {
    await rt.close(); // PGlite keeps the process alive until closed
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(2);
    },
  );
}
