/**
 * The company profile PDF, written from data/ (company facts, mission, vision, categories, sales team, contact)
 * with the English UI texts, at build time (gatsby-node onPostBuild) to the path data/company.json names.
 *
 * Usage: npx tsx scripts/company-profile-pdf.ts [outDir]   (default: public)
 */
import fs from 'fs';
import path from 'path';
import { renderPdf, type TextBlock } from './pdf-writer';

type Localized = Record<string, string>;
interface CompanyData {
  name: string;
  since: number;
  years: number;
  monthlyCapacityM2: number;
  about: Localized;
  mission: Localized;
  vision: Localized;
  profilePdf: string;
  email: string;
  phone: string;
  address: Localized;
  socials: { name: string; link: string }[];
}
interface TeamData {
  items: { name: string; job: Localized; email: string; whatsapp: string }[];
}
interface CategoryData {
  items: { name: Localized }[];
}

const root = path.resolve(__dirname, '..');
const lang = 'en';
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** An English UI text with its {{placeholders}} filled. */
function labeller(localeDir: string) {
  const packs: Record<string, Record<string, unknown>> = {};
  return (ns: string, key: string, vars: Record<string, string | number> = {}): string => {
    packs[ns] ??= readJson(path.join(localeDir, lang, `${ns}.json`));
    const value = key
      .split('.')
      .reduce<unknown>(
        (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
        packs[ns],
      );
    if (typeof value !== 'string') throw new Error(`company profile: missing text ${lang}/${ns}:${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

export function companyProfileBlocks(
  dataDir: string,
  localeDir: string,
): { title: string; author: string; blocks: TextBlock[] } {
  const company = readJson<CompanyData>(path.join(dataDir, 'company.json'));
  const team = readJson<TeamData>(path.join(dataDir, 'team.json'));
  const categories = readJson<CategoryData>(path.join(dataDir, 'categories.json'));
  const label = labeller(localeDir);
  const accent: [number, number, number] = [0.478, 0.294, 0.118];
  const heading = (text: string): TextBlock => ({ text, size: 14, bold: true, color: accent, spaceBefore: 14 });
  const title = `${company.name} — ${label('company', 'pdf.title')}`;
  return {
    title,
    author: company.name,
    blocks: [
      { text: company.name, size: 26, bold: true, color: accent },
      { text: label('company', 'pdf.title'), size: 15, spaceBefore: 2 },
      heading(label('company', 'home.facts')),
      { text: `• ${label('pages', 'home.facts.since', { year: company.since })}` },
      { text: `• ${label('pages', 'home.facts.years', { years: company.years })}` },
      {
        text: `• ${label('pages', 'home.facts.capacity', { amount: company.monthlyCapacityM2.toLocaleString(lang) })}`,
      },
      heading(label('pages', 'home.about')),
      { text: company.about[lang] },
      heading(label('pages', 'about.mission')),
      { text: company.mission[lang] },
      heading(label('pages', 'about.vision')),
      { text: company.vision[lang] },
      heading(label('company', 'pdf.categories')),
      { text: categories.items.map((c) => c.name[lang]).join(' • ') },
      heading(label('pages', 'home.team')),
      ...team.items.flatMap((m): TextBlock[] => [
        { text: `${m.name} — ${m.job[lang]}`, bold: true, spaceBefore: 4 },
        { text: `${m.email} • WhatsApp ${m.whatsapp}` },
      ]),
      heading(label('company', 'pdf.contact')),
      { text: company.address[lang] },
      { text: `${company.phone} • ${company.email}` },
      { text: company.socials.map((s) => s.link).join('  '), size: 9 },
      { text: label('company', 'pdf.website'), size: 10, spaceBefore: 14 },
    ],
  };
}

/** Writes the profile under outDir at the path data/company.json gives (e.g. public/company-profile.pdf). */
export function writeCompanyProfile(
  outDir: string,
  dataDir = path.join(root, 'data'),
  localeDir = path.join(root, 'src', 'i18n', 'locales'),
): string {
  const company = readJson<CompanyData>(path.join(dataDir, 'company.json'));
  const file = path.join(outDir, ...company.profilePdf.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, renderPdf(companyProfileBlocks(dataDir, localeDir)));
  return file;
}

if (require.main === module) {
  const file = writeCompanyProfile(path.resolve(process.argv[2] ?? path.join(root, 'public')));
  console.log(`company profile written: ${file}`);
}
