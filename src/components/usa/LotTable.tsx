// The lots of a USA stock item as a table: lot, shade, crates, loose boxes, sq ft, status (with the last day of a
// hold in the page's language), the lot's photo, and the total. Prerendered for the build's date; after hydration the
// statuses are worked out again for the warehouse's date in the browser, so an ended hold shows as available without a
// rebuild. Every text that can change then sits in a cell sized for both of its texts, so nothing moves.
import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Photo, getImage, type ImageDataLike } from '../Photo';
import { usePageLang } from '../usePageLang';
import { lotOn, stockOn, type Lot, type LotPacking } from '../../usa/lots';
import { lotFromQuery, type QueryLot } from '../../usa/lot-query';
import { ScrollRegion } from '../ScrollRegion';
import { Steady } from './Steady';
import { LocalizedLink } from '../LocalizedLink';
import { holdRequestPath } from '../../routes';

/** A lot as the page query gives it, with its photo. */
export interface LotTableLot extends QueryLot {
  photo?: ImageDataLike | null;
}

interface Props {
  /** The item's id: each lot's "Request a hold" link names it. */
  itemId: number;
  lots: readonly LotTableLot[];
  packing: LotPacking;
  /** The warehouse's date the lots are shown for: the page works it out once (useWarehouseDate) for its facts and this
   * table alike. */
  date: string;
}

export function LotTable({ itemId, lots: queryLots, packing, date }: Props) {
  const { t } = useTranslation('usa');
  const lang = usePageLang();
  const lots = React.useMemo(() => queryLots.map(lotFromQuery), [queryLots]);
  const number = React.useMemo(() => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format, [lang]);
  const day = React.useMemo(() => {
    const format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
    return (iso: string) => format.format(new Date(`${iso}T12:00:00Z`));
  }, [lang]);
  if (lots.length === 0) return null;

  /** The status text of a lot on a day. */
  const statusText = (lot: Lot, on: string): string => {
    const { status, held } = lotOn(lot, packing, on);
    if (status !== 'held') return t(`lots.status.${status}`);
    const until = day(lot.holdUntil ?? on);
    return held.sqft < lot.sqft
      ? t('lots.status.heldPart', { sqft: number(held.sqft), date: until })
      : t('lots.status.held', { date: until });
  };
  // What a held lot shows once its hold has ended, to reserve its room from the start.
  const afterHold = (lot: Lot) => (lot.holdUntil ? statusText(lot, '9999-12-31') : null);

  const stock = stockOn(lots, packing, date);
  const onHand = lots.filter((l) => l.status !== 'sold');
  const sum = (pick: (l: Lot) => number) => onHand.reduce((n, l) => n + pick(l), 0);
  const withPhoto = queryLots.some((l) => l.photo);
  const availableText = (sqft: number) => t('lots.totalAvailable', { sqft: number(sqft) });

  return (
    <div className="usa-lots">
      <h2>{t('lots.title')}</h2>
      <p>{t('lots.intro')}</p>
      <ScrollRegion labelledBy="usa-lots-caption">
        <table className="usa-lots-table" data-date={date}>
          <caption id="usa-lots-caption">{t('lots.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lots.columns.lot')}</th>
              <th scope="col">{t('lots.columns.shade')}</th>
              <th scope="col">{t('lots.columns.crates')}</th>
              <th scope="col">{t('lots.columns.boxes')}</th>
              <th scope="col">{t('lots.columns.sqft')}</th>
              <th scope="col">{t('lots.columns.status')}</th>
              {withPhoto && <th scope="col">{t('lots.columns.photo')}</th>}
              <th scope="col">{t('lots.columns.hold')}</th>
            </tr>
          </thead>
          <tbody>
            {lots.map((lot, i) => {
              const status = lotOn(lot, packing, date).status;
              const photo = queryLots[i].photo;
              const image = photo ? getImage(photo) : undefined;
              const after = afterHold(lot);
              return (
                <tr key={lot.lot} data-lot={lot.lot} data-status={status}>
                  <th scope="row" dir="ltr">
                    {lot.lot}
                  </th>
                  <td dir="ltr">{lot.shade}</td>
                  <td>{number(lot.crates)}</td>
                  <td>{number(lot.boxes)}</td>
                  <td>{number(lot.sqft)}</td>
                  <td className={`usa-lot-status usa-lot-${status}`}>
                    {lot.status === 'held' ? (
                      <Steady
                        shown={statusText(lot, date)}
                        others={[statusText(lot, lot.holdFrom ?? date), ...(after ? [after] : [])]}
                      />
                    ) : (
                      statusText(lot, date)
                    )}
                  </td>
                  {withPhoto && (
                    <td>
                      {image && (
                        <Photo
                          image={image}
                          alt={t('lots.photoAlt', { lot: lot.lot, shade: lot.shade })}
                          className="usa-lot-photo"
                        />
                      )}
                    </td>
                  )}
                  <td>
                    {/* A hold is whole crates (the hold form, its function and the warehouse's terms): a lot with none
                        free offers what it has, loose boxes, by asking us, rather than a form that must refuse it. */}
                    {lotOn(lot, packing, date).available.crates > 0 ? (
                      <LocalizedLink className="usa-lot-hold" to={holdRequestPath(lang, itemId, lot.lot)}>
                        {t('lots.requestHold')}
                        <span className="visually-hidden"> {lot.lot}</span>
                      </LocalizedLink>
                    ) : (
                      lot.status !== 'sold' && <span className="usa-lot-no-hold">{t('lots.noFullCrate')}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('lots.total')}
              </th>
              <td>{number(sum((l) => l.crates))}</td>
              <td>{number(sum((l) => l.boxes))}</td>
              <td>{number(sum((l) => l.sqft))}</td>
              <td colSpan={withPhoto ? 3 : 2} className="usa-lots-available">
                {/* Never more than what is on hand, so that figure reserves the room. */}
                <Steady shown={availableText(stock.sqftAvailable)} others={[availableText(stock.sqftOnHand)]} />
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </div>
  );
}

export const query = graphql`
  fragment UsaLotTable on UsaStockItem {
    stockDate
    lots {
      lot
      shade
      crates
      boxes
      sqft
      status
      holdFrom
      holdUntil
      heldCrates
      heldBoxes
      photo {
        gatsbyImageData(width: 96, aspectRatio: 1.333, outputPixelDensities: [1, 2])
      }
    }
  }
`;
