// The product detail page's content (inside the site's Layout): photos, add to quote list, tabs (detail, application,
// size and price), specifications, hashtags and similar products. The page template (src/templates/product.tsx) feeds
// it from its query, the CMS preview (src/cms/preview/) from the entry being edited: one markup for both.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { CardGrid } from '../components/ProductCard';
import { usePageLang } from '../components/usePageLang';
import { LocalizedText } from '../components/LocalizedText';
import { filePathTo, pathTo } from '../routes';
import { variationFor } from '../data/product';
import { sheetsFor, isApplicationKey } from '../data/application';
import { ApplicationTable, SurfaceList } from '../components/ApplicationTable';
import { Breadcrumb } from '../components/catalogue/Breadcrumb';
import { Tabs, type TabSpec } from '../components/Tabs';
import { ProductGallery, type GalleryImage } from '../components/catalogue/ProductGallery';
import { AddToQuote } from '../components/catalogue/AddToQuote';
import { OrderSample } from '../samples/OrderSample';
import { SeeInRoomLink } from '../components/SeeInRoomLink';
import { SizeTable } from '../components/catalogue/SizeTable';
import { ProductSpecs } from '../components/catalogue/ProductSpecs';
import { TechnicalProperties } from '../components/technical/TechnicalProperties';
import { hasTechnicalValues, technicalFromQuery } from '../data/technical';
import type { ProductCardContext } from '../node/pages/product-cards';
import { formatMoney } from '../i18n/formats';
import '../styles/catalogue.css';
import '../styles/quote.css';

/** The product as the page query returns it (src/templates/product.tsx). */
export type ProductViewData = NonNullable<Queries.ProductPageQuery['product']>;

/** A surface (finish) as the page query returns it: slug, name and picture. */
export type ProductSurface = Queries.ProductPageQuery['surfaces']['nodes'][number];

export interface ProductViewProps {
  product: ProductViewData;
  /** The stone type's surfaces in their order (honed, polished, …), each with its name and picture. */
  surfaces: readonly ProductSurface[];
  /** Ranked similar products in the page's language (src/node/pages/detail-pages.ts). */
  similar: readonly ProductCardContext[];
  /** The room visualizer can lay this product. */
  visualizer?: boolean;
}

export function ProductView({ product: p, surfaces, similar, visualizer }: ProductViewProps) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('catalogue');
  const lang = usePageLang();
  const category = p.categoryNode;
  const applicationKey = isApplicationKey(category?.application) ? category.application : null;
  const sheets = sheetsFor(applicationKey);
  const gallery: GalleryImage[] = (p.images ?? []).flatMap((img, i) =>
    img?.large && img.thumb && img.full
      ? [
          {
            large: img.large,
            thumb: img.thumb,
            full: img.full,
            alt: t('product.imageAlt', { name: p.name.text, number: i + 1 }),
          },
        ]
      : [],
  );
  const surfaceList = surfaces.map((s) => ({
    slug: s.slug,
    name: s.name.text,
    image: s.image?.gatsbyImageData ?? null,
  }));
  const technical = technicalFromQuery(p.technical);

  const tabs: TabSpec[] = [
    {
      id: 'detail',
      label: tc('tabs.detail'),
      content: (
        <dl className="product-facts">
          <dt>{t('product.code')}</dt>
          <dd className="product-code">{p.code}</dd>
          <dt>{t('product.stoneType')}</dt>
          <dd>
            <LocalizedText value={p.stoneType} />
          </dd>
          <dt>{t('product.country')}</dt>
          <dd>
            <LocalizedText value={p.country} />
          </dd>
          <dt>{t('product.variation')}</dt>
          <dd>{t(`product.variations.${variationFor(p.category, p.variation)}`)}</dd>
        </dl>
      ),
    },
  ];
  if (sheets.application || sheets.specification || surfaceList.length > 0 || hasTechnicalValues(technical)) {
    tabs.push({
      id: 'application',
      label: tc('tabs.application'),
      content: (
        <>
          {hasTechnicalValues(technical) && (
            <TechnicalProperties
              data={technical}
              finishNames={Object.fromEntries(p.finishNodes.map((f) => [f.slug, f.name.text]))}
              section="catalogue"
            />
          )}
          {sheets.application && applicationKey && (
            <ApplicationTable
              applicationKey={applicationKey}
              technical={technical}
              finishes={p.finishNodes.map((f) => ({ slug: f.slug, name: f.name.text }))}
            />
          )}
          {sheets.specification && (
            <p>
              <a href="#specifications">{tc('specification.link')}</a>
            </p>
          )}
          <SurfaceList surfaces={surfaceList} />
        </>
      ),
    });
  }
  tabs.push({
    id: 'size-price',
    label: tc('tabs.sizePrice'),
    content: (
      <>
        <SizeTable sizes={p.sizes} t={tc} className="size-table" />
        <p className="product-price">
          <strong>{t('product.price')}: </strong>
          {p.price
            ? t('product.priceValue', {
                amount: formatMoney(lang, p.price.currency, p.price.amount),
                unit: t(`units.${p.price.unit}`),
              })
            : t('product.priceOnRequest')}
        </p>
      </>
    ),
  });

  return (
    <article className="product-detail catalogue-page">
      <Breadcrumb
        trail={
          category
            ? [
                {
                  label: category.name.text,
                  href: pathTo(lang, { page: 'category', slug: category.slug, id: category.jsonId }),
                },
              ]
            : []
        }
        current={p.name.text}
      />
      <h1>
        <LocalizedText value={p.name} />
      </h1>
      <div className="product-top">
        <ProductGallery images={gallery} name={p.name.text} />
        <div className="product-summary">
          <p className="product-code-line">
            {t('product.code')}: <strong>{p.code}</strong>
          </p>
          <p>
            <LocalizedText value={p.description} />
          </p>
          <AddToQuote
            product={{
              id: p.jsonId,
              code: p.code,
              name: p.name.text,
              sizes: p.sizes.map((s) => s.label),
              finishes: p.finishNodes.map((f) => ({ slug: f.slug, name: f.name.text })),
            }}
            quotePath={pathTo(lang, { page: 'quote' })}
          />
          <OrderSample
            kind="product"
            id={p.jsonId}
            finishes={p.finishNodes.map((f) => ({ slug: f.slug, name: f.name.text }))}
          />
          {visualizer && <SeeInRoomLink kind="product" id={p.jsonId} />}
        </div>
      </div>
      <Tabs label={tc('tabs.label')} tabs={tabs} />
      <ProductSpecs
        categoryId={p.category}
        datasheet={filePathTo(lang, { file: 'datasheet', slug: p.slug, id: p.jsonId })}
        groups={{
          colors: p.colorNodes,
          areas: p.areaNodes,
          edges: p.edgeNodes,
          finishes: p.finishNodes,
          materials: p.materialNodes,
          styles: p.styleNodes,
          types: p.typeNodes,
        }}
      />
      {p.hashtags.length > 0 && (
        <section aria-labelledby="hashtags" className="hashtags">
          <h2 id="hashtags" className="visually-hidden">
            {tc('hashtags')}
          </h2>
          <ul className="inline-list">
            {p.hashtags.map((tag) => (
              <li key={tag}>
                {/* A plain link: the search page and its index are not prefetched from product pages. */}
                <a href={pathTo(lang, { page: 'search', term: tag.replace(/^#/, '') })}>{tag}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {similar.length > 0 && (
        <section aria-labelledby="similar" className="similar-products">
          <h2 id="similar">{t('product.similar')}</h2>
          <CardGrid
            cards={similar.map((s) => ({
              href: pathTo(lang, { page: 'product', slug: s.slug, id: s.id }),
              title: s.name,
              subtitle: s.code,
              image: s.image,
            }))}
          />
        </section>
      )}
    </article>
  );
}
