// A USA stock entry (data/usa-stock/<id>.json as the editor holds it) as UsaStockItemView's props: texts in the
// language the site shows them in (USA texts exist in en, fr and es; ru and ar show English, src/data/usa-stock.ts),
// names from the catalogue's files, test values from the product it is cut from, the warehouse terms from usa.json.
import { usaTextLang } from '../../../data/usa-stock';
import { stockOn, warehouseDate } from '../../../usa/lots';
import { lotFromQuery } from '../../../usa/lot-query';
import type { UsaInfoData, UsaStockItemViewProps } from '../../../views/UsaStockItemView';
import { shownText, type Json } from '../text';
import { facetNode, itemsOf, list, num, obj, photoData, str, strings, technical, type MapContext } from './common';

export const usaStockFiles = ['categories', 'edges', 'finishes'];

function usaInfoFrom(usa: Json | undefined, lang: MapContext['lang']): UsaInfoData | null {
  if (!usa) return null;
  const terms = obj(usa.terms);
  const breakage = obj(terms.breakagePercent);
  return {
    deliveryTerms: shownText(usa.deliveryTerms, lang),
    terms: {
      discountAboveSqft: num(terms.discountAboveSqft),
      breakagePercent: { min: num(breakage.min), max: num(breakage.max) },
    },
  };
}

export function usaStockProps(data: Json, ctx: MapContext): UsaStockItemViewProps {
  const { lang } = ctx;
  const textLang = usaTextLang(lang);
  const file = (name: string) => itemsOf(ctx.related('catalogue', name));
  const bothNames = (item: Json | undefined, fallback: string) =>
    item
      ? { name: { text: shownText(item.name, lang).text, en: shownText(item.name, 'en').text } }
      : { name: { text: fallback, en: fallback } };
  const category = file('categories').find((c) => c.id === data.category);
  const surface = file('finishes').find((f) => f.slug === data.surface);
  const edge = file('edges').find((e) => e.id === data.edge);
  const productId = typeof data.productId === 'number' ? data.productId : null;
  const product = productId !== null ? ctx.related('products', String(productId)) : undefined;
  const perBox = obj(data.perBox);
  const perCrate = obj(data.perCrate);
  const photos = strings(data.images).map((path) => ctx.photo(path, 'images'));
  // Lots as the editor holds them; what is available is worked out for today, as the page does in the browser.
  const lots = list(data.lots).map((value) => {
    const l = obj(value);
    const optional = (v: unknown) => (typeof v === 'number' ? v : null);
    const lotPhoto = str(l.photo) ? photoData(ctx.photo(str(l.photo), 'images'), 160, 1.333) : null;
    return {
      lot: str(l.lot),
      shade: str(l.shade),
      crates: num(l.crates),
      boxes: num(l.boxes),
      sqft: num(l.sqft),
      status: str(l.status) || 'available',
      holdFrom: str(l.holdFrom) || null,
      holdUntil: str(l.holdUntil) || null,
      heldCrates: optional(l.heldCrates),
      heldBoxes: optional(l.heldBoxes),
      photo: lotPhoto ? { gatsbyImageData: lotPhoto } : null,
    };
  });
  const stockDate = warehouseDate(new Date());
  const packing = {
    perBox: { sqft: num(perBox.sqft) },
    perCrate: { boxes: num(perCrate.boxes), sqft: num(perCrate.sqft) },
  };
  const stock = stockOn(lots.map(lotFromQuery), packing, stockDate);
  return {
    item: {
      jsonId: num(data.id),
      sku: str(data.sku),
      salePrice: num(data.salePrice),
      inStock: stock.inStock,
      sqftAvailable: stock.sqftAvailable,
      stockDate,
      lots,
      size: str(data.size),
      thickness: str(data.thickness) || null,
      surface: str(data.surface),
      surfaceNode: surface ? bothNames(surface, str(data.surface)) : null,
      edgeNode: edge ? bothNames(edge, String(data.edge ?? '')) : null,
      perBox: { pieces: num(perBox.pieces), sqft: num(perBox.sqft) },
      perCrate: { boxes: num(perCrate.boxes), sqft: num(perCrate.sqft) },
      name: shownText(data.name, textLang),
      description: shownText(data.description, textLang),
      color: shownText(data.color, textLang),
      boxDetail: shownText(data.boxDetail, textLang),
      crateDetail: shownText(data.crateDetail, textLang),
      hashtags: strings(data.hashtags),
      categoryNode: category ? bothNames(category, '') : null,
      productNode:
        productId !== null && product
          ? {
              jsonId: productId,
              slug: str(product.slug),
              technical: technical(product.technical),
              finishNodes: list(product.finishes).map((slug) => facetNode(file('finishes'), 'slug', slug, lang)),
            }
          : null,
      images: photos.map((p) => {
        const image = photoData(p, 320, 1.333);
        return image ? { gatsbyImageData: image } : null;
      }),
      large: photos.map((p) => {
        const image = photoData(p, 800, 1.333);
        return image ? { gatsbyImageData: image } : null;
      }),
    },
    // Similar stock is chosen over the whole warehouse at build time: the page shows it, the preview does not.
    similar: [],
    usaInfo: usaInfoFrom(ctx.related('site', 'usa'), lang),
  };
}
