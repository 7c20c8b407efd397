// The hold request's part of the sales e-mail, to the USA sales address ("Hold request: 2 crates of lot TRV2607-11,
// 2026-12-01 → 2026-12-31"), and of the CLI's listing.
import type { KindMail, MailContext } from '../inquiry/kind';
import type { StoredInquiry } from '../inquiry/store';
import { warehouseMailbox } from '../inquiry-mailboxes';
import type { HoldDetails } from './fields';

/** The details as this kind stored them. */
const detailsOf = (i: StoredInquiry) => (i.details ?? {}) as unknown as HoldDetails;

export function holdMail(i: StoredInquiry, { t }: MailContext): KindMail {
  const d = detailsOf(i);
  return {
    subject: t('mail.holdSubject', { crates: d.crates, lot: d.lot, start: d.start, end: d.end }),
    to: warehouseMailbox,
    senderRows: [[t('holds.company'), i.company || '—']],
    rows: [
      [t('mail.holdItem'), d.itemName],
      [t('mail.holdSku'), d.sku],
      [t('mail.holdLot'), d.lot],
      [t('mail.holdShade'), d.shade],
      [t('mail.holdCrates'), String(d.crates)],
      [t('mail.holdStart'), d.start],
      [t('mail.holdEnd'), d.end],
      [t('mail.holdDays'), String(d.days)],
    ],
    lists: [],
  };
}

export const holdListing = {
  line: (i: StoredInquiry) => {
    const d = detailsOf(i);
    return `hold ${d.crates} crate(s) of ${d.sku} lot ${d.lot} (${d.shade}) ${d.start} → ${d.end}`;
  },
  columns: ['company', 'sku', 'lot', 'shade', 'crates', 'hold_start', 'hold_end'],
  cells: (i: StoredInquiry) => {
    const d = detailsOf(i);
    return {
      company: i.company,
      sku: d.sku ?? '',
      lot: d.lot ?? '',
      shade: d.shade ?? '',
      crates: d.crates === undefined ? '' : String(d.crates),
      hold_start: d.start ?? '',
      hold_end: d.end ?? '',
    };
  },
};
