// The words of a usage table cell (product page and data sheet alike): yes, no, or the finishes it holds for, and the
// verdicts that rule a use out or narrow it (claims.ts), with numbers in the page's language.
import { listFormat } from '../i18n/formats';
import { reasonStandard, type UsageReason, type UsageRow } from './claims';
import { formatNumber } from './technical';

type T = (key: string, vars?: Record<string, string | number>) => string;

export interface UsageCell {
  /** "Yes", "No", "Honed finish only". */
  verdict: string;
  /** Why, one line per verdict (none for a plain yes, nor for a no that is the stone type's alone). */
  reasons: string[];
}

function reasonText(reason: UsageReason, lang: string, t: T, finishName: (slug: string) => string): string | null {
  const standard = reasonStandard(reason) ?? '';
  switch (reason.kind) {
    case 'type':
      return null;
    case 'slip':
      return t('product.usageReason.slip', {
        finish: finishName(reason.finish),
        value: formatNumber(reason.measured, 'DCOF', lang),
        limit: formatNumber(reason.limit, 'DCOF', lang),
        standard,
      });
    case 'floors':
      return t('product.usageReason.floors', {
        value: formatNumber(reason.failure.measured, 'Ha', lang),
        limit: formatNumber(reason.failure.value, 'Ha', lang),
        standard,
      });
    case 'astm':
      return t('product.usageReason.astm', { standard });
  }
}

/** `t` reads the pages namespace; `finishName` gives a finish slug's name in the page's language. */
export function usageCell(row: UsageRow, lang: string, t: T, finishName: (slug: string) => string): UsageCell {
  const verdict =
    row.status === 'yes'
      ? t('product.yes')
      : row.status === 'no'
        ? t('product.no')
        : t('product.usageFinishesOnly', {
            finishes: listFormat(lang, { type: 'disjunction' }).format(row.finishes.map(finishName)),
          });
  const reasons = row.reasons.flatMap((r) => reasonText(r, lang, t, finishName) ?? []);
  return { verdict, reasons: [...new Set(reasons)] };
}
