// "See it in a room" on a product or USA stock item page: opens the room visualizer with that stone. A plain link to
// the visualizer's address; none of the visualizer's code comes with it.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from './LocalizedLink';
import { usePageLang } from './usePageLang';
import { visualizerPath } from '../routes';
import { stoneKey } from '../routes/stone-key';

export function SeeInRoomLink({ kind, id }: { kind: 'product' | 'usaStock'; id: number }) {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  return (
    <p className="see-in-room">
      <LocalizedLink to={visualizerPath(lang, { stone: stoneKey({ kind, id }) })}>{t('visualizer.open')}</LocalizedLink>
    </p>
  );
}
