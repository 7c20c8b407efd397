// The one text folding of the site: what every search and filter compares (catalogue search, USA stock search, the
// stone and country pickers), so a word typed without its accents, in other case or another letter form finds the same.

/** Letters that no decomposition folds: Arabic letter forms, Turkish dotless ı, ligatures and stroked Latin letters. */
const letterMap: Record<string, string> = {
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي',
  ة: 'ه',
  ک: 'ك',
  ـ: '', // alef wasla, alef maqsura, Farsi yeh, teh marbuta, keheh, tatweel
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
};
const marks = /\p{M}/gu;

const charCache = new Map<string, string>();

/** The folded form of one character (may be empty or longer than one character): search highlighting maps by it. */
export function foldChar(ch: string): string {
  let out = charCache.get(ch);
  if (out === undefined) {
    out = fold1(ch);
    charCache.set(ch, out);
  }
  return out;
}

function fold1(ch: string): string {
  // toLowerCase, not toLocaleLowerCase: in a Turkish browser "I" would become "ı" and miss "i".
  const lower = ch.toLowerCase();
  if (lower === 'й') return 'й'; // a letter of its own in Russian, not и with a mark
  let out = '';
  for (const c of lower.normalize('NFKD').replace(marks, '')) {
    const code = c.codePointAt(0) ?? 0;
    if (code >= 0x660 && code <= 0x669)
      out += String(code - 0x660); // Arabic-Indic digits
    else if (code >= 0x6f0 && code <= 0x6f9)
      out += String(code - 0x6f0); // Extended Arabic-Indic digits
    else out += letterMap[c] ?? c;
  }
  return out;
}

/**
 * Lower case without accents or diacritics, letter forms folded: "Crème" → "creme", "Чёрный" → "черный",
 * "الرُّخام" → "الرخام", "İzmir" and "IZMIR" → "izmir".
 */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) out += foldChar(ch);
  return out;
}
