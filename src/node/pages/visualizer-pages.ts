// The room visualizer, once per language. Its page context holds the scenes (small, fixed in number) with their
// published pictures and the no-JavaScript previews, and the scenes' default stones (what the first paint shows).
// The stones — every product and USA stock item with a size that can be laid — go to one content-hashed JSON file per
// language that the page fetches: they grow with the catalogue (≈1,900 at ten times it), and in the page data every
// product page's "See it in a room" link would prefetch them (docs in README "Choices").
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { createLocalizedPages } from '../page-context';
import { queryOrPanic } from './query';
import { langCodes, type Lang } from '../../i18n/languages';
import { pathTo } from '../../routes';
import { stoneKey } from '../../routes/stone-key';
import { isApplicationKey, type Usage } from '../../data/application';
import { publishedPhotoSize, siteDirs } from '../../images/photo-source';
import { layingSizes } from '../../visualizer/sizes';
import type { Scene, SceneSurface, VisualizerStone } from '../../visualizer/types';

type Names = Partial<Record<Lang, string | null>> & { en: string };
export interface FileRef {
  absolutePath: string;
  internal: { contentDigest: string };
}
interface SceneNode {
  jsonId: string;
  order: number;
  name: Record<Lang, string>;
  width: number;
  height: number;
  neutral: number;
  defaultStone: string;
  image: FileRef | null;
  mask: FileRef | null;
  preview: (FileRef & { gatsbyImageData: IGatsbyImageData | null }) | null;
  surfaces: {
    id: string;
    name: Record<Lang, string>;
    corners: number[][];
    sizeCm: number[];
    maskChannel: string;
    needs: string[];
  }[];
}
interface StoneData {
  allVisualizerScene: { nodes: SceneNode[] };
  allProduct: {
    nodes: {
      jsonId: number;
      code: string;
      slug: string;
      name: Names;
      sizes: { label: string }[];
      categoryNode: { application: string | null } | null;
      cardImage: FileRef | null;
    }[];
  };
  allUsaStockItem: {
    nodes: {
      jsonId: number;
      sku: string;
      size: string;
      name: Names;
      productId: number | null;
      categoryNode: { application: string | null } | null;
      images: (FileRef | null)[];
    }[];
  };
}

/** What the page's context says of the scenes: pictures as published paths, the previews as image data for Photo. */
export interface VisualizerPageData {
  scenes: Scene[];
  previews: Record<string, IGatsbyImageData | null>;
  /** The stones of this language: a content-hashed file under /static/ (cached for good by the host). */
  stonesUrl: string;
  /** The scenes' default stones, so the prerendered page names what its preview shows. */
  defaultStones: VisualizerStone[];
}

const fileRef = 'absolutePath internal { contentDigest }';
const all = '{ en fr es ru ar }';
/** The preview sits in the page's main column: at most ~760 px wide beside the controls, the screen's width below. */
export const previewSizes = '(min-width: 960px) 760px, calc(100vw - 2rem)';

const named = (names: Names, lang: Lang) => names[lang] || names.en;
const corners = (c: number[][]) => c.map(([x, y]) => [x, y] as const) as unknown as SceneSurface['corners'];

/** The scene pictures and stone photos are drawn by the visualizer itself: their published path and size, no colour. */
async function published(file: FileRef | null, what: string) {
  if (!file) throw new Error(`visualizer: ${what} is missing`);
  return publishedPhotoSize(file.absolutePath, siteDirs(), file.internal.contentDigest);
}

export async function createVisualizerPages(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<StoneData>(
    args,
    `{
      allVisualizerScene(sort: { order: ASC }) {
        nodes {
          jsonId order name ${all} width height neutral defaultStone
          image { ${fileRef} }
          mask { ${fileRef} }
          preview {
            ${fileRef}
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [360, 540, 760, 1080, 1520], sizes: "${previewSizes}")
          }
          surfaces { id name ${all} corners sizeCm maskChannel needs }
        }
      }
      allProduct(sort: { jsonId: ASC }) {
        nodes { jsonId code slug name ${all} sizes { label } categoryNode { application } cardImage { ${fileRef} } }
      }
      allUsaStockItem(sort: { jsonId: ASC }) {
        nodes { jsonId sku size name { en fr es } productId categoryNode { application } images { ${fileRef} } }
      }
    }`,
    'visualizer scenes and stones',
  );
  if (data.allVisualizerScene.nodes.length === 0) {
    args.reporter.warn('visualizer: no scene in data/visualizer/scenes, so no visualizer page');
    return;
  }
  const scenes: Scene[] = [];
  const previews: Record<string, IGatsbyImageData | null> = {};
  for (const s of data.allVisualizerScene.nodes) {
    const [image, mask, preview] = await Promise.all([
      published(s.image, `scene ${s.jsonId}: image`),
      published(s.mask, `scene ${s.jsonId}: mask`),
      published(s.preview, `scene ${s.jsonId}: preview`),
    ]);
    scenes.push({
      id: s.jsonId,
      order: s.order,
      name: s.name,
      width: s.width,
      height: s.height,
      image: image.src,
      neutral: s.neutral,
      mask: mask.src,
      defaultStone: s.defaultStone,
      preview: preview.src,
      surfaces: s.surfaces.map((f) => ({
        id: f.id,
        name: f.name,
        corners: corners(f.corners),
        sizeCm: [f.sizeCm[0], f.sizeCm[1]] as const,
        maskChannel: f.maskChannel as SceneSurface['maskChannel'],
        needs: f.needs as Usage[],
      })),
    });
    previews[s.jsonId] = s.preview?.gatsbyImageData ?? null;
  }

  const stones = await stonesByLang(data, published);
  const publicDir = path.resolve(__dirname, '..', '..', '..', 'public');
  const perLang = new Map(
    langCodes.map((lang) => {
      const list = stones(lang);
      const byKey = new Map(list.map((s) => [s.key, s]));
      const defaultStones = [...new Set(scenes.map((s) => s.defaultStone))].flatMap((key) => {
        const stone = byKey.get(key);
        if (!stone) args.reporter.panicOnBuild(`visualizer: the default stone ${key} of a scene has no size to lay`);
        return stone ? [stone] : [];
      });
      return [lang, { stonesUrl: writeStonesFile(publicDir, lang, list), defaultStones }] as const;
    }),
  );
  createLocalizedPages(args.actions, {
    route: { page: 'visualizer' },
    template: 'visualizer',
    context: { section: 'main', scenes, previews },
    contextFor: (lang): Omit<VisualizerPageData, 'scenes' | 'previews'> => perLang.get(lang)!,
  });
}

export type StoneSources = Pick<StoneData, 'allProduct' | 'allUsaStockItem'>;
type Publish = (file: FileRef, what: string) => Promise<{ src: string; width: number; height: number }>;

/**
 * The layable stones in each language — every product and USA stock item with a stone type and at least one laying
 * size (and a photo) — products then USA stock, each group by name in that language.
 */
export async function stonesByLang(data: StoneSources, publish: Publish): Promise<(lang: Lang) => VisualizerStone[]> {
  const usaOfProduct = new Map<number, number>();
  for (const u of data.allUsaStockItem.nodes)
    if (u.productId !== null && !usaOfProduct.has(u.productId)) usaOfProduct.set(u.productId, u.jsonId);

  type Base = Omit<VisualizerStone, 'name' | 'path' | 'usaStockPath'> & {
    names: Names;
    route: (lang: Lang) => string;
    usaStock?: number;
  };
  const bases: Base[] = [];
  for (const p of data.allProduct.nodes) {
    const application = p.categoryNode?.application;
    const sizes = isApplicationKey(application) ? layingSizes({ kind: 'product', application, sizes: p.sizes }) : [];
    if (!isApplicationKey(application) || sizes.length === 0 || !p.cardImage) continue;
    const photo = await publish(p.cardImage, `product ${p.jsonId}: photo`);
    bases.push({
      key: stoneKey({ kind: 'product', id: p.jsonId }),
      kind: 'product',
      id: p.jsonId,
      code: p.code,
      application,
      sizes,
      photo: { src: photo.src, width: photo.width, height: photo.height },
      names: p.name,
      route: (lang) => pathTo(lang, { page: 'product', slug: p.slug, id: p.jsonId }),
      usaStock: usaOfProduct.get(p.jsonId),
    });
  }
  for (const u of data.allUsaStockItem.nodes) {
    const application = u.categoryNode?.application;
    const sizes = layingSizes({ kind: 'usaStock', size: u.size });
    const first = u.images[0] ?? null;
    if (!isApplicationKey(application) || sizes.length === 0 || !first) continue;
    const photo = await publish(first, `USA stock item ${u.jsonId}: photo`);
    bases.push({
      key: stoneKey({ kind: 'usaStock', id: u.jsonId }),
      kind: 'usaStock',
      id: u.jsonId,
      code: u.sku,
      application,
      sizes,
      photo: { src: photo.src, width: photo.width, height: photo.height },
      names: u.name,
      route: (lang) => pathTo(lang, { page: 'usaStockItem', id: u.jsonId }),
      usaStock: u.jsonId,
    });
  }
  return (lang) => {
    const collator = new Intl.Collator(lang);
    const stones = bases.map(({ names, route, usaStock, ...stone }): VisualizerStone => {
      const out: VisualizerStone = { ...stone, name: named(names, lang), path: route(lang) };
      if (usaStock !== undefined) out.usaStockPath = pathTo(lang, { page: 'usaStockItem', id: usaStock });
      return out;
    });
    return stones.sort((a, b) =>
      a.kind === b.kind ? collator.compare(a.name, b.name) : a.kind === 'product' ? -1 : 1,
    );
  };
}

/** Folder of the stones files inside public/ (under /static/: the host caches those for good). */
export const stonesDir = 'static/visualizer';

function writeStonesFile(publicDir: string, lang: Lang, stones: VisualizerStone[]): string {
  const json = JSON.stringify(stones);
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 16);
  const name = `stones-${lang}-${hash}.json`;
  const dir = path.join(publicDir, stonesDir);
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(`${file}.tmp`, json);
    fs.renameSync(`${file}.tmp`, file);
  }
  // A kept public/ would otherwise gather one file per data edit: the host uploads only this build's file.
  for (const old of fs.readdirSync(dir))
    if (old.startsWith(`stones-${lang}-`) && old !== name) fs.rmSync(path.join(dir, old), { force: true });
  return `/${stonesDir}/${name}`;
}
