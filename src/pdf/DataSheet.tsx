// A product's data sheet: photo, name, code and stone type; its facts, finishes, edges and sizes; the usage suitability
// table (its stone type's, narrowed by its test verdicts); the company's contact and the product page's address.
import type { Lang } from '../i18n/languages';
import { isApplicationKey, sheetsFor } from '../data/application';
import { productUsage } from '../data/claims';
import { usageCell } from '../data/usage-text';
import type { PdfData, ProductData } from './data';
import type { Translate } from './texts';
import { ContactFooter, SheetHeader } from './document';
import { hasTechnicalValues, technicalFromQuery } from '../data/technical';
import { TechnicalSheetTable } from './TechnicalSheetTable';
import { SizeTable } from '../components/catalogue/SizeTable';

export interface DataSheetProps {
  lang: Lang;
  t: Translate;
  data: PdfData;
  product: ProductData;
  /** file: URL of the main photo, or null when the product has none. */
  photo: string | null;
  pageUrl: string;
}

export function DataSheet({ lang, t, data, product: p, photo, pageUrl }: DataSheetProps) {
  const category = data.categories.get(p.category);
  const applicationKey = isApplicationKey(category?.application) ? category.application : null;
  const finishes = p.finishes.flatMap((slug) => data.finishes.get(slug)?.name[lang] ?? []);
  const edges = p.edges.flatMap((id) => data.edges.get(id)?.name[lang] ?? []);
  const technical = technicalFromQuery(p.technical);
  const finishNames = Object.fromEntries(p.finishes.map((slug) => [slug, data.finishes.get(slug)?.name[lang] ?? slug]));
  const list = new Intl.ListFormat(lang, { type: 'conjunction' });
  return (
    <>
      <SheetHeader company={data.company.name} kind={t('catalogue:datasheet.title')} />
      <h1>{p.name[lang]}</h1>
      <p className="subtitle">
        {p.stoneType[lang]} · <bdi className="ltr">{p.code}</bdi>
      </p>
      <div className="top">
        {photo && <img src={photo} alt={t('pages:product.imageAlt', { name: p.name[lang], number: 1 })} />}
        <div className="facts">
          <dl>
            <dt>{t('pages:product.code')}</dt>
            <dd>
              <bdi className="ltr">{p.code}</bdi>
            </dd>
            <dt>{t('pages:product.stoneType')}</dt>
            <dd>{p.stoneType[lang]}</dd>
            {category && (
              <>
                <dt>{t('catalogue:datasheet.category')}</dt>
                <dd>{category.name[lang]}</dd>
              </>
            )}
            <dt>{t('pages:product.country')}</dt>
            <dd>{p.country[lang]}</dd>
            {finishes.length > 0 && (
              <>
                <dt>{t('catalogue:specification.finishes')}</dt>
                <dd>{list.format(finishes)}</dd>
              </>
            )}
            {edges.length > 0 && (
              <>
                <dt>{t('catalogue:specification.edges')}</dt>
                <dd>{list.format(edges)}</dd>
              </>
            )}
          </dl>
          <p>{p.description[lang]}</p>
        </div>
      </div>
      {hasTechnicalValues(technical) && (
        <section>
          <h2>{t('technical:title')}</h2>
          <TechnicalSheetTable lang={lang} t={t} data={technical} finishNames={finishNames} />
        </section>
      )}
      <div className="columns">
        {applicationKey && sheetsFor(applicationKey).application && (
          <section>
            <h2>{t('pages:product.application')}</h2>
            <table className="usage">
              <thead>
                <tr>
                  <th scope="col">{t('pages:product.usageColumn')}</th>
                  <th scope="col">{t('pages:product.suitableColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {productUsage(applicationKey, technical, p.finishes).map((row) => {
                  const cell = usageCell(
                    row,
                    lang,
                    (key, vars) => t(`pages:${key}`, vars),
                    (slug) => finishNames[slug],
                  );
                  return (
                    <tr key={row.usage}>
                      <th scope="row">{t(`pages:product.usage.${row.usage}`)}</th>
                      <td className={row.status === 'yes' ? 'yes' : row.status === 'no' ? 'no' : 'some'}>
                        {cell.verdict}
                        {cell.reasons.map((reason) => (
                          <small key={reason} className="reason">
                            {reason}
                          </small>
                        ))}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        )}
        <section>
          <h2>{t('pages:product.sizes')}</h2>
          <SizeTable sizes={p.sizes} t={t} className="sizes" valueClassName="ltr" />
        </section>
      </div>
      <ContactFooter company={data.company} lang={lang} t={t} pageUrl={pageUrl} />
    </>
  );
}
