// check:data rule: what a product or USA stock item claims (the areas and types it is listed under, the uses its texts
// name) never contradicts its usage table (claims.ts: the stone type's table narrowed by its own test verdicts). A pure
// function of one entry plus shared reference data, so the content editor can run the same rule before a save.
import { isApplicationKey, type ApplicationKey, type Usage } from '../data/application';
import { productUsage, reasonStandard, type UsageReason, type UsageRow } from '../data/claims';
import { technicalFromQuery, unitSymbols, type RawTechnical, type Unit } from '../data/technical';
import type { TechnicalProblem } from './validate-technical';

type Json = Record<string, unknown>;

/** What the rule reads besides the entry: slugs of areas and types, each category's stone type, the products (a USA item's technical data is its product's). */
export interface ClaimsReference {
  areaSlugs: ReadonlyMap<unknown, string>;
  typeSlugs: ReadonlyMap<unknown, string>;
  applicationOf: ReadonlyMap<unknown, ApplicationKey>;
  products: ReadonlyMap<unknown, Json>;
}

/** The reference data from the data set's collections (`itemsOf('areas.json')`, `itemsOf('products')`, …). */
export function claimsReference(itemsOf: (where: string) => Json[]): ClaimsReference {
  const slugs = (where: string) => new Map(itemsOf(where).map((i) => [i.id, String(i.slug)]));
  const applicationOf = new Map<unknown, ApplicationKey>();
  for (const c of itemsOf('categories.json'))
    if (isApplicationKey(c.application)) applicationOf.set(c.id, c.application);
  return {
    areaSlugs: slugs('areas.json'),
    typeSlugs: slugs('types.json'),
    applicationOf,
    products: new Map(itemsOf('products').map((p) => [p.id, p])),
  };
}

/** The uses an area or type listing promises (by slug; an area or type not named here promises none). */
export const areaUses: Readonly<Record<string, readonly Usage[]>> = {
  'living-room': ['interior'],
  kitchen: ['interior'],
  bathroom: ['wetAreas', 'interior'],
  landscape: ['exterior'],
  garage: ['floor'],
  pool: ['wetAreas', 'exterior'],
  facede: ['exterior', 'wall'],
  wall: ['wall'],
  floor: ['floor'],
};
export const typeUses: Readonly<Record<string, readonly Usage[]>> = {
  paver: ['floor', 'exterior'],
  'pool-coping': ['exterior', 'wetAreas'],
  'step-and-riser': ['floor'],
  'wall-cladding': ['wall'],
};

/** Words by which a text claims a use, per language (whole words; a trailing `*` takes any ending). */
const useWords: Partial<Record<Usage, Record<string, readonly string[]>>> = {
  floor: {
    en: ['floor', 'floors', 'flooring', 'stair*', 'step & riser', 'steps', 'paver*', 'paving'],
    fr: ['sol', 'sols', 'plancher*', 'escalier*', 'marche*', 'dallage*', 'pavé*'],
    es: ['suelo*', 'pavimento*', 'piso', 'pisos', 'escalera*', 'peldaño*', 'adoquín', 'adoquines'],
    ru: ['пол', 'пола', 'полу', 'полы', 'полов', 'полах', 'напольн*', 'ступен*', 'лестниц*', 'брусчат*', 'мощен*'],
    ar: ['أرضي*', 'درج', 'سلالم'],
  },
  wetAreas: {
    en: ['bathroom*', 'shower*', 'wet area*', 'wet room*', 'pool*', 'spa', 'spas', 'steam room*', 'hammam*'],
    fr: [
      'salle* de bain*',
      'salle* d’eau',
      "salle* d'eau",
      'douche*',
      'piscine*',
      'pièce* humide*',
      'zone* humide*',
      'hammam*',
    ],
    es: ['baño*', 'ducha*', 'piscina*', 'zona* húmeda*', 'hammam*'],
    ru: ['ванн*', 'душ*', 'бассейн*', 'влажн*', 'хамам*'],
    ar: ['حمام*', 'دش', 'مسبح*', 'مسابح', 'رطب*', 'استحمام'],
  },
  exterior: {
    en: [
      'exterior*',
      'outdoor*',
      'outside',
      'facade*',
      'façade*',
      'patio*',
      'terrace*',
      'garden*',
      'landscap*',
      'pool deck*',
    ],
    fr: ['extérieur*', 'façade*', 'terrasse*', 'jardin*', 'paysag*'],
    es: ['exterior*', 'fachada*', 'terraza*', 'jardín', 'jardines', 'paisaj*'],
    ru: ['наружн*', 'уличн*', 'на улице', 'открыт* пространств*', 'фасад*', 'террас*', 'садов*', 'ландшафт*'],
    ar: ['خارجي*', 'واجه*', 'تراس*', 'حديقة', 'حدائق'],
  },
  commercial: {
    en: ['commercial', 'hotel*', 'lobby', 'lobbies', 'office*', 'restaurant*', 'retail', 'mall*', 'hospitality'],
    fr: ['commercia*', 'hôtel*', 'bureaux', 'restaurant*', 'boutique*'],
    es: ['comercial*', 'hotel*', 'oficina*', 'restaurante*', 'tienda*'],
    ru: ['коммерческ*', 'гостиниц*', 'отел*', 'офис*', 'ресторан*', 'магазин*'],
    ar: ['تجاري*', 'فندق*', 'فنادق', 'مكاتب', 'مطاعم'],
  },
  freezingClimate: {
    en: ['freez*', 'frost*', 'cold climate*', 'harsh winter*'],
    fr: ['gel', 'gél*', 'climat* froid*', 'hiver* rigoureu*'],
    es: ['helada*', 'congel*', 'clima* frío*', 'invierno* duro*'],
    ru: ['мороз*', 'холодн* климат*', 'суров* зим*'],
    ar: ['تجمد', 'صقيع', 'المناخات الباردة', 'المناخ البارد', 'مناخ بارد'],
  },
  wall: {
    en: ['wall', 'walls', 'cladding'],
    fr: ['mur', 'murs', 'mural*', 'revêtement* mura*'],
    es: ['pared*', 'muro*', 'revestimiento*'],
    ru: ['стен*', 'облицов*'],
    ar: ['جدار*', 'جدران', 'كسوة'],
  },
  interior: {
    en: ['interior*', 'indoor*'],
    fr: ['intérieur*'],
    es: ['interior*'],
    ru: ['интерьер*', 'внутрен*'],
    ar: ['داخلي*'],
  },
};

/**
 * Phrases that contain a use word without claiming the use: a quality grade ("commercial grade"), a look ("winter
 * landscapes"). They are taken out of a text before its words are read.
 */
const notClaims: Record<string, readonly string[]> = {
  en: ['commercial grade*', 'winter landscape*'],
  fr: ['standard et commercial', 'choix commercial', 'paysages d’hiver', "paysages d'hiver"],
  es: ['estándar y comercial', 'calidad comercial', 'paisajes invernales'],
  ru: ['стандарт и коммерческий', 'коммерческий сорт', 'зимний пейзаж'],
  ar: ['ممتازة وقياسية وتجارية'],
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Lower case, without Arabic marks (shadda, vowels) and tatweel, so "الحمّام" reads as "الحمام". */
const normalize = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '');
/** Arabic writes the article and some prepositions and conjunctions as part of the word (والحمامات, للأرضيات). */
const arabicProclitics = '(?:و|ف)?(?:ب|ك|ل)?(?:ال|ل)?';
const phraseRe = (word: string, lang: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${lang === 'ar' ? arabicProclitics : ''}${normalize(word).split('*').map(escapeRe).join('\\p{L}*')}(?![\\p{L}\\p{N}])`,
    'u',
  );
const compiled = new Map<string, RegExp>();

/** The first word of `text` (in `lang`) that claims `usage`, as written, or null. */
export function claimedIn(text: string, lang: string, usage: Usage): string | null {
  const words = useWords[usage]?.[lang] ?? [];
  let plain = normalize(text);
  for (const phrase of notClaims[lang] ?? [])
    plain = plain.replace(new RegExp(phraseRe(phrase, lang).source, 'gu'), ' ');
  for (const word of words) {
    const key = `${lang}:${word}`;
    let re = compiled.get(key);
    if (!re) compiled.set(key, (re = phraseRe(word, lang)));
    const m = re.exec(plain);
    if (m) return m[0];
  }
  return null;
}

const usageNames: Record<Usage, string> = {
  wall: 'walls',
  floor: 'floors',
  residential: 'residential use',
  commercial: 'commercial use',
  wetAreas: 'wet areas',
  exterior: 'exterior use',
  interior: 'interior use',
  freezingClimate: 'freezing climates',
};
const show = (value: number, unit: Unit) => `${Number(value.toFixed(2))} ${unitSymbols[unit] ?? unit}`;
const requirementNames: Record<string, string> = {
  waterAbsorption: 'water absorption',
  density: 'density',
  compressiveStrength: 'compressive strength',
  modulusOfRupture: 'modulus of rupture',
  flexuralStrength: 'flexural strength',
  abrasion: 'abrasion hardness',
};

/** One reason in words: standard, value, limit ("ANSI A326.3: polished wet DCOF 0.21, minimum 0.42"). */
export function describeReason(reason: UsageReason): string {
  const standard = reasonStandard(reason);
  switch (reason.kind) {
    case 'type':
      return `the usage table of stone type "${reason.application}" says no`;
    case 'slip':
      return `${standard}: ${reason.finish} wet DCOF ${reason.measured}, minimum ${reason.limit}`;
    case 'floors':
    case 'astm': {
      const f = reason.failure;
      const scope =
        reason.kind === 'floors' ? ' for floors and stairs' : reason.use === 'all' ? '' : ` (${reason.use})`;
      return `${standard}${scope}: ${requirementNames[f.requirement]} ${show(f.measured, f.unit)}, ${f.kind === 'min' ? 'minimum' : 'maximum'} ${show(f.value, f.unit)}`;
    }
  }
}

const contradiction = (what: string, row: UsageRow) =>
  `${what} claims ${usageNames[row.usage]}, against ${row.reasons.map(describeReason).join('; ')}`;

const ids = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Contradictions of one entry. `kind`: a catalogue product (data/products) or a USA stock item (data/usa-stock; its
 * technical data is its product's, its finish its surface). Malformed parts are skipped: the schema reports them.
 */
export function checkClaims(kind: 'products' | 'usa-stock', entry: unknown, ref: ClaimsReference): TechnicalProblem[] {
  if (!entry || typeof entry !== 'object') return [];
  const item = entry as Json;
  const application = ref.applicationOf.get(item.category);
  if (!isApplicationKey(application)) return [];
  const product = kind === 'products' ? item : ref.products.get(item.productId);
  const technical = technicalFromQuery(product?.technical as RawTechnical | undefined);
  const finishes =
    kind === 'usa-stock'
      ? typeof item.surface === 'string'
        ? [item.surface]
        : []
      : ids(item.finishes).filter((f): f is string => typeof f === 'string');
  // The rule is about the entry's own test verdicts: a use only its stone type's fixed table rules out is left to that
  // table (the type-wide table is the same for every product of the type).
  const ruledOut = productUsage(application, technical, finishes).filter(
    (row) => row.status === 'no' && row.reasons.some((r) => r.kind !== 'type'),
  );
  if (ruledOut.length === 0) return [];

  const problems: TechnicalProblem[] = [];
  const listings: [string, ReadonlyMap<unknown, string>, Readonly<Record<string, readonly Usage[]>>][] = [
    ['areas', ref.areaSlugs, areaUses],
    ['types', ref.typeSlugs, typeUses],
  ];
  for (const [field, slugs, uses] of listings) {
    ids(item[field]).forEach((id, i) => {
      const slug = slugs.get(id);
      const promised = slug ? (uses[slug] ?? []) : [];
      for (const row of ruledOut)
        if (promised.includes(row.usage))
          problems.push({
            pointer: `/${field}/${i}`,
            message: contradiction(`${field === 'areas' ? 'area' : 'type'} "${slug}"`, row),
          });
    });
  }

  const texts: { pointer: string; lang: string; text: string }[] = [];
  for (const field of ['name', 'description', 'keywords']) {
    const value = item[field];
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const [lang, text] of Object.entries(value as Json)) {
      if (typeof text === 'string') texts.push({ pointer: `/${field}/${lang}`, lang, text });
      else if (Array.isArray(text))
        text.forEach(
          (t, i) => typeof t === 'string' && texts.push({ pointer: `/${field}/${lang}/${i}`, lang, text: t }),
        );
    }
  }
  ids(item.hashtags).forEach((tag, i) => {
    if (typeof tag === 'string') texts.push({ pointer: `/hashtags/${i}`, lang: 'en', text: tag.replace(/^#/, '') });
  });
  for (const { pointer, lang, text } of texts)
    for (const row of ruledOut) {
      const word = claimedIn(text, lang, row.usage);
      if (word) problems.push({ pointer, message: contradiction(`the text ("${word}")`, row) });
    }
  return problems;
}
