// Phone number with a country-code picker (intl-tel-input: searchable, translated country names and labels, accessible).
// react-phone-input-2 was dropped: its search box sits inside the role="listbox" list and the flag button has no name
// without a country, which axe reports and its props cannot fix.
import React from 'react';
import intlTelInput from 'intl-tel-input';
import 'intl-tel-input/styles';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Lang } from '../../i18n/languages';
import { Field, describedBy } from './fields';

type Iti = ReturnType<typeof intlTelInput>;

interface Props {
  lang: Lang;
  initialCountry: '' | 'us';
  defaultValue: string;
  error?: string;
  onValue: (value: string) => void;
  onBlur: () => void;
  inputRef: React.RefObject<HTMLInputElement>;
}

/** The number as sent: with its country code even if the visitor typed only the national part. */
function fullNumber(input: HTMLInputElement, iti: Iti | null): string {
  const typed = input.value.trim();
  const dial = iti?.getSelectedCountry()?.dialCode;
  if (!typed || typed.startsWith('+') || !dial) return typed;
  return `+${dial} ${typed.replace(/^0+/, '')}`;
}

export function PhoneField({ lang, initialCountry, defaultValue, error, onValue, onBlur, inputRef }: Props) {
  const { t } = useTranslation('contact');
  const hint = t('form.phoneHint');
  React.useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const iti = intlTelInput(input, {
      initialCountry,
      countrySearch: true,
      countryNameLocale: lang,
      formatAsYouType: false,
      separateDialCode: false,
      placeholderNumberPolicy: 'OFF',
      uiTranslations: {
        selectedCountryAriaLabel: t('form.countryButton'),
        noCountrySelected: t('form.countryNoneSelected'),
        countryListAriaLabel: t('form.countryList'),
        searchPlaceholder: t('form.countrySearch'),
        clearSearchAriaLabel: t('form.countryClearSearch'),
        closeCountrySelectorAriaLabel: t('form.countryClose'),
        searchEmptyState: t('form.countryNone'),
        searchSummaryAria: (count: number) => t('form.countryResults', { count }),
      },
    });
    // The library leaves its country dialog unnamed; axe (aria-dialog-name) wants a name.
    document.getElementById(`iti-${iti.id}__country-selector`)?.setAttribute('aria-label', t('form.countryList'));
    const update = () => onValue(fullNumber(input, iti));
    // Choosing a country writes its code into the field, so the visitor sees what will be sent.
    const countryChosen = () => {
      const dial = iti.getSelectedCountry()?.dialCode;
      const typed = input.value.trim();
      if (dial && !typed.startsWith('+')) input.value = `+${dial} ${typed.replace(/^0+/, '')}`;
      update();
    };
    input.addEventListener('input', update);
    input.addEventListener('countrychange', countryChosen);
    return () => {
      input.removeEventListener('input', update);
      input.removeEventListener('countrychange', countryChosen);
      iti.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the picker is set up once per language; value changes flow out through its events
  }, [lang, initialCountry]);

  return (
    <Field name="phone" required error={error} hint={hint}>
      {/* The number reads left to right on Arabic pages too. */}
      <div className="contact-phone" dir="ltr">
        <input
          ref={inputRef}
          type="tel"
          id="phone"
          name="phone"
          autoComplete="tel"
          dir="ltr"
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('phone', error, hint)}
          maxLength={32}
          defaultValue={defaultValue}
          onBlur={onBlur}
        />
      </div>
    </Field>
  );
}
