// The sender's block of every inquiry form: name, company, e-mail and phone, in that order. What differs by kind (the
// company's label and limit, or no company at all; the phone's first country; the error texts' limits) comes from the
// form.
import React from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Lang } from '../../i18n/languages';
import { contactLimits, type ErrorVars } from '../../inquiry/fields';
import { textFieldsOf } from './fields';
import { PhoneField } from './PhoneField';

export type ContactDetailValues = Record<'name' | 'company' | 'email' | 'phone', string>;

interface Props {
  lang: Lang;
  /** The form's formik state; its values hold at least the four fields. */
  form: Pick<
    FormikProps<ContactDetailValues>,
    'values' | 'touched' | 'errors' | 'handleChange' | 'handleBlur' | 'setFieldValue' | 'setFieldTouched'
  >;
  /** After the first Send: a new phone number is checked as it is typed, like the other fields. */
  attempted: boolean;
  /** None: the form asks for no company here (the contact form asks with a quote list only). */
  company?: { label: string; maxLength: number };
  initialCountry: '' | 'us';
  errorVars: ErrorVars;
  /** The number typed before the scripts ran, and the picker's input for a form that empties it after sending. */
  phone?: { defaultValue: string; inputRef: React.RefObject<HTMLInputElement> };
}

export function ContactDetails({ lang, form, attempted, company, initialCountry, errorVars, phone }: Props) {
  const { t } = useTranslation('contact');
  const ownPhoneRef = React.useRef<HTMLInputElement>(null);
  const errorOf = (f: keyof ContactDetailValues): string | undefined =>
    form.touched[f] && form.errors[f] ? form.errors[f] : undefined;
  const text = textFieldsOf(form, errorOf, errorVars);
  return (
    <>
      {text('name', t('form.name'), { required: true, maxLength: contactLimits.name, autoComplete: 'name' })}
      {company && text('company', company.label, { maxLength: company.maxLength, autoComplete: 'organization' })}
      {text('email', t('form.email'), {
        required: true,
        maxLength: contactLimits.email,
        autoComplete: 'email',
        type: 'email',
      })}
      <PhoneField
        lang={lang}
        initialCountry={initialCountry}
        defaultValue={phone?.defaultValue ?? ''}
        error={errorOf('phone')}
        inputRef={phone?.inputRef ?? ownPhoneRef}
        onValue={(v) => void form.setFieldValue('phone', v, attempted)}
        onBlur={() => void form.setFieldTouched('phone', true)}
      />
    </>
  );
}
