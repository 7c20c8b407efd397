// The shipping countries (ISO 3166-1 alpha-2) and their names in a site language, from the runtime's Intl data.
import type { Lang } from '../i18n/languages';

/** Every assigned ISO 3166-1 code (249), plus XK (Kosovo), which carriers and banks use though it is user-assigned. */
export const countryCodes =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR
BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ
FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE
JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR
MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU
RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG
UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`.split(/\s+/);

const codeSet = new Set(countryCodes);
export const isCountryCode = (v: string): boolean => codeSet.has(v);

export interface Country {
  code: string;
  name: string;
}

/**
 * The countries named and sorted in a language. Computed at build time in Node (full ICU since Node 13) and handed to
 * the page, so the browser shows exactly the names the prerendered HTML has, whatever its own Intl data.
 */
export function countriesIn(lang: Lang): Country[] {
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(lang);
  return countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** One country's name in a language (the sales e-mail, the CSV). */
export function countryName(code: string, lang: Lang): string {
  return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(code) ?? code;
}
