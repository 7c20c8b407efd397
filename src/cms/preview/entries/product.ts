// A product entry (data/products/<id>.json as the editor holds it) as ProductView's props: the page query's shape,
// texts in the previewed language with the site's English fallback, names of categories and filter values from their
// files, photos from the CMS.
import { isApplicationKey, surfacesByKey } from '../../../data/application';
import type { ProductSurface, ProductViewProps } from '../../../views/ProductView';
import { shownText, type Json } from '../text';
import { facetNode, itemsOf, list, num, obj, photoData, str, strings, technical, type MapContext } from './common';

/** The data files a product page names things from (collection "catalogue" of the CMS config). */
export const productFiles = ['categories', 'colors', 'areas', 'edges', 'finishes', 'materials', 'styles', 'types'];

export function productProps(data: Json, ctx: MapContext): ProductViewProps {
  const { lang } = ctx;
  const file = (name: string) => itemsOf(ctx.related('catalogue', name));
  const category = file('categories').find((c) => c.id === data.category);
  const facets = (name: string, key: 'id' | 'slug' = 'id') =>
    list(data[name]).map((v) => facetNode(file(name), key, v, lang));
  const price = obj(data.price);
  const application = category?.application;
  const surfaces: ProductSurface[] = isApplicationKey(application)
    ? surfacesByKey[application].map((slug) => {
        const finish = file('finishes').find((f) => f.slug === slug);
        const image = photoData(ctx.otherPhoto(str(finish?.image)), 160, 1.333);
        return {
          slug,
          name: { text: finish ? shownText(finish.name, lang).text : slug },
          image: image ? { gatsbyImageData: image } : null,
        };
      })
    : [];
  return {
    product: {
      jsonId: num(data.id),
      slug: str(data.slug),
      code: str(data.code),
      category: num(data.category),
      hashtags: strings(data.hashtags),
      name: shownText(data.name, lang),
      description: shownText(data.description, lang),
      stoneType: shownText(data.stoneType, lang),
      country: shownText(data.country, lang),
      variation: { var_1: str(obj(data.variation).var_1), var_2: str(obj(data.variation).var_2) },
      sizes: list(data.sizes).map((s) => ({ label: str(obj(s).label), thickness: str(obj(s).thickness) || null })),
      price:
        typeof price.amount === 'number' && price.currency && price.unit
          ? { amount: price.amount, currency: str(price.currency), unit: str(price.unit) }
          : null,
      technical: technical(data.technical),
      images: strings(data.images).map((path) => {
        const photo = ctx.photo(path, 'images');
        return {
          large: photoData(photo, 800, 1.333),
          thumb: photoData(photo, 96, 1.333),
          full: photoData(photo, 1600),
        };
      }),
      categoryNode: category
        ? {
            jsonId: num(category.id),
            slug: str(category.slug),
            application: typeof application === 'string' ? application : null,
            name: { text: shownText(category.name, lang).text },
          }
        : null,
      colorNodes: facets('colors'),
      areaNodes: facets('areas'),
      edgeNodes: facets('edges'),
      finishNodes: facets('finishes', 'slug'),
      materialNodes: facets('materials'),
      styleNodes: facets('styles'),
      typeNodes: facets('types'),
    },
    surfaces,
    // Similar products are ranked over the whole catalogue at build time: the page shows them, the preview does not.
    similar: [],
  };
}
