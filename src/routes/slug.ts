// Turns any display name into a URL slug (ASCII, lowercase, hyphens), transliterating Turkish and Cyrillic; and what a
// slug looks like.

/** A slug as slugify writes it and data/ keys its facets (a finish: "filled-and-honed"). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const special: Record<string, string> = {
  ı: 'i',
  İ: 'i',
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  œ: 'oe',
  Œ: 'oe',
};
const cyrillic: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function slugify(name: string): string {
  const transliterated = Array.from(name)
    .map((ch) => special[ch] ?? cyrillic[ch.toLowerCase()] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = transliterated
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}
