// The hold request's part of the sales e-mail, to the USA sales address ("Hold request: 2 crates of lot TRV2607-11,
// 2026-12-01 → 2026-12-31"), and of the CLI's listing.
import type { KindMail, MailContext } from '../inquiry/kind';
import type { StoredInquiry } from '../inquiry/store';
import { warehouseMailbox } from '../inquiry-mailboxes';
import type { HoldFields } from './schema';

type StoredHold = StoredInquiry<HoldFields>;

export function holdMail(i: StoredHold, { t }: MailContext): KindMail {
  const d = i.fields;
  return {
    subject: t('mail.holdSubject', { crates: d.crates, lot: d.lot, start: d.start, end: d.end }),
    to: warehouseMailbox,
    senderRows: [[t('holds.company'), d.company || '—']],
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
  line: (i: StoredHold) => {
    const d = i.fields;
    return `hold ${d.crates} crate(s) of ${d.sku} lot ${d.lot} (${d.shade}) ${d.start} → ${d.end}`;
  },
  columns: ['company', 'sku', 'lot', 'shade', 'crates', 'hold_start', 'hold_end'],
  cells: (i: StoredHold) => {
    const d = i.fields;
    return {
      company: d.company ?? '',
      sku: d.sku ?? '',
      lot: d.lot ?? '',
      shade: d.shade ?? '',
      crates: d.crates === undefined ? '' : String(d.crates),
      hold_start: d.start ?? '',
      hold_end: d.end ?? '',
    };
  },
};
