// The hold request kind: whole crates of one USA stock lot held for up to holdDays days, mailed to the USA sales
// address. Its lot, crates and dates are the row's `details`; the stock is the deployed data files, today the
// warehouse's date at the handler's clock.
import { pathTo } from '../routes';
import type { InquiryKind } from '../inquiry/kind';
import { warehouseDate } from '../usa/lots';
import { holdErrorVars } from './fields';
import { validateHold, type HoldFields } from './schema';
import { holdFormPath, renderHoldFormPage } from './html';
import { holdListing, holdMail } from './mail';
import { deployedHoldStock } from './stock-files';
import type { HoldStock } from './stock';

/** The kind over a stock (tests give their own; the function reads the deployed files on first use). */
export function createHoldKind(stock: () => HoldStock = deployedHoldStock): InquiryKind<HoldFields> {
  return {
    type: 'hold',
    referencePrefix: 'HLD',
    sourceOf: () => 'usaHoldRequest',
    validate: (record, now) => validateHold(record, { stock: stock(), today: warehouseDate(now) }),
    errorVars: holdErrorVars,
    pages: {
      form: holdFormPath,
      thanks: (lang) => pathTo(lang, { page: 'usaHoldThanks' }),
      renderForm: (input) => renderHoldFormPage(input, stock(), warehouseDate(new Date())),
    },
    mail: holdMail,
    listing: holdListing,
  };
}

export const holdKind = createHoldKind();
