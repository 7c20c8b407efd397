// Reads a number as a person types it on a page in the given language: the language's own group and decimal signs
// (taken from Intl), spaces as groups, Arabic-Indic and Persian digits and the Arabic signs ٫ ٬. A text that could mean
// two numbers comes back with both readings, to be asked about, never guessed.
import { numberFormat } from './formats';

export type NumberReading =
  | { ok: true; value: number }
  | { ok: false; error: 'empty' | 'invalid' }
  | { ok: false; error: 'ambiguous'; readings: [number, number] };

// Markers for the Arabic decimal (٫) and group (٬) signs, which mean one thing whatever the page's language.
const arabicDecimal = 'D';
const arabicGroup = 'G';

const signs = new Map<string, { group: string; decimal: string }>();

/** The language's group and decimal signs as this reader writes them ('.', ',', ' ' or the Arabic markers). */
function signsOf(lang: string) {
  let found = signs.get(lang);
  if (!found) {
    const parts = numberFormat(lang).formatToParts(1234567.5);
    const sign = (type: string) => normalize(parts.find((p) => p.type === type)?.value ?? '');
    found = { group: sign('group'), decimal: sign('decimal') };
    signs.set(lang, found);
  }
  return found;
}

/** Western digits and one character per sign; any other character is kept, so the text is refused. */
function normalize(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code >= 0x660 && code <= 0x669) out += code - 0x660;
    else if (code >= 0x6f0 && code <= 0x6f9) out += code - 0x6f0;
    else if (ch === '\u066b') out += arabicDecimal;
    else if (ch === '\u066c') out += arabicGroup;
    // French and Russian group with a (narrow) no-break space; people type a plain one, or a thin one.
    else if (/[\s\u00a0\u202f\u2009]/.test(ch)) out += ' ';
    // Direction marks Intl or a keyboard may put around numbers in Arabic.
    else if (!/[\u200e\u200f\u061c]/.test(ch)) out += ch;
  }
  return out.trim();
}

/** Digit groups after the first are three digits; the first one to three. */
const groupedWell = (chunks: string[]) =>
  chunks[0].length >= 1 && chunks[0].length <= 3 && chunks.slice(1).every((c) => c.length === 3);

export function readNumber(text: string, lang: string): NumberReading {
  const typed = normalize(text);
  if (typed === '') return { ok: false, error: 'empty' };
  if (!/^\d*([., DG]\d+)*$/.test(typed)) return { ok: false, error: 'invalid' };
  const chunks = typed.split(/[., DG]/);
  const seps = typed.replace(/\d/g, '').split('');
  const { group, decimal } = signsOf(lang);
  const isGroup = (s: string) => s === group || s === ' ' || s === arabicGroup;
  const isDecimal = (s: string) => s === decimal || s === arabicDecimal;

  // The two ways to read it: every sign a group sign, or the last one the decimal sign and the others groups.
  type Reading = { value: number; native: boolean };
  const readings: Reading[] = [];
  const groups = seps.slice(0, -1);
  const last = seps[seps.length - 1];
  const sameGroups = (gs: string[]) => gs.every((s) => s === gs[0] && s !== arabicDecimal);
  if (seps.length === 0) return chunks[0] === '' ? { ok: false, error: 'invalid' } : { ok: true, value: +chunks[0] };
  if (sameGroups(seps) && groupedWell(chunks)) {
    readings.push({ value: +chunks.join(''), native: seps.every(isGroup) });
  }
  const whole = chunks.slice(0, -1);
  const wholeOk = groups.length === 0 ? true : sameGroups(groups) && groups[0] !== last && groupedWell(whole);
  if (wholeOk && last !== ' ' && last !== arabicGroup && (whole.join('') !== '' || groups.length === 0)) {
    readings.push({
      value: +`${whole.join('') || '0'}.${chunks[chunks.length - 1]}`,
      native: isDecimal(last) && groups.every(isGroup),
    });
  }

  const native = readings.filter((r) => r.native);
  if (native.length === 1) return { ok: true, value: native[0].value };
  if (readings.length === 2) return { ok: false, error: 'ambiguous', readings: [readings[1].value, readings[0].value] };
  if (readings.length === 0) return { ok: false, error: 'invalid' };
  // The page's own group sign where no group can be ("1,20" in English): a decimal sign from another language, or a
  // slip in a longer number.
  // (",0" reads 0 either way: nothing to ask.)
  if (seps.length === 1 && last === group && group !== ' ' && readings[0].value !== +chunks.join('')) {
    return { ok: false, error: 'ambiguous', readings: [readings[0].value, +chunks.join('')] };
  }
  // One reading, with a sign this language does not use in that role but that can mean nothing else ("12.5" in French).
  return { ok: true, value: readings[0].value };
}
