// Intl formatters, one per language and options for the page's life. Making one costs far more than formatting with
// it (each toLocaleString call makes one), and the first of a kind in a language also loads that language's data:
// a tap that formats numbers or lists made them all again (at 4x CPU: ~20 ms for the first list format alone).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

export const numberFormat = (lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(`number|${lang}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(lang, options));

export const dateTimeFormat = (lang: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached(`date|${lang}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(lang, options));

export const listFormat = (lang: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  cached(`list|${lang}|${JSON.stringify(options)}`, () => new Intl.ListFormat(lang, options));

/** An amount of money as the language writes it ("$39.00", "39,00 $US", "٣٩٫٠٠ US$"). */
export const formatMoney = (lang: string, currency: string, amount: number): string =>
  numberFormat(lang, { style: 'currency', currency }).format(amount);
