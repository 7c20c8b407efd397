// Reads a page number typed by a visitor (catalogue "go to page"), in Western or Arabic-Indic digits.

const toAsciiDigits = (s: string) => s.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** The page number typed, or null unless it is a whole number of an existing page (spaces around are ignored). */
export function parsePageNumber(input: string, pages: readonly number[]): number | null {
  const value = toAsciiDigits(input.trim());
  if (!/^[0-9]{1,6}$/.test(value)) return null;
  const n = Number(value);
  return pages.includes(n) ? n : null;
}
