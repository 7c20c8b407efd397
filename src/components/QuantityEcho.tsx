// The number a typed quantity is read as, shown beside its field while the visitor types (announced politely), and the
// message for one that cannot be taken: an ambiguity shows both readings in the page's own number format.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { numberFormat } from '../i18n/formats';
import type { NumberReading } from '../i18n/read-number';

type Translate = (key: string, vars: Record<string, string>) => string;

/** What is shown beside the field: the number and unit as the page writes them, or nothing. */
export function readingText(reading: NumberReading, unit: string, lang: string, t: Translate): string {
  return reading.ok ? t('number.readAs', { number: numberFormat(lang).format(reading.value), unit }) : '';
}

/** Why a reading cannot be taken, or null when it can; `invalid` is the caller's own message for a wrong number. */
export function readingProblem(
  reading: NumberReading,
  typed: string,
  invalid: string,
  lang: string,
  t: Translate,
): string | null {
  if (reading.ok) return null;
  if (reading.error !== 'ambiguous') return invalid;
  const format = numberFormat(lang).format;
  return t('number.ambiguous', {
    typed: typed.trim(),
    first: format(reading.readings[0]),
    second: format(reading.readings[1]),
  });
}

export function QuantityEcho({
  id,
  reading,
  unit,
  lang,
}: {
  id: string;
  reading: NumberReading;
  unit: string;
  lang: string;
}) {
  const { t } = useTranslation('pages');
  return (
    <span id={id} className="quantity-echo" aria-live="polite">
      {readingText(reading, unit, lang, t)}
    </span>
  );
}

export function useReadingProblem(lang: string) {
  const { t } = useTranslation('pages');
  return (reading: NumberReading, typed: string, invalid: string) => readingProblem(reading, typed, invalid, lang, t);
}
