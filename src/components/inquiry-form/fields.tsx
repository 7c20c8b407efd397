// Labelled inputs shared by every kind's forms (the contact form's detail fields, the other kinds' text fields, error
// texts and the honeypot), prerendered (no-JS) and enhanced.
import React from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { contactLimits, detailErrorVars, honeypotField, type DetailField, type ErrorVars } from '../../inquiry/fields';

export interface FieldProps {
  name: DetailField;
  error?: string;
  required?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Replaces the input (the phone picker). */
  children?: React.ReactNode;
  hint?: string;
}

const types: Record<DetailField, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  message: { type: 'textarea', autoComplete: 'off' },
};

export const errorId = (name: string) => `${name}-error`;

/** ids the input must reference in aria-describedby (hint, then error). */
export const describedBy = (name: string, error?: string, hint?: string) =>
  [hint ? `${name}-hint` : '', error ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;

/** What every labelled input carries: its name, and whether it is required or wrong and where that is said. */
export const inputAttrs = (name: string, required: boolean | undefined, error?: string, hint?: string) => ({
  id: name,
  name,
  required,
  'aria-required': required || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(name, error, hint),
});

/** A field's error in the page's language; `vars` are the placeholder values of the form's kind (its own limits). */
export function ErrorText({ name, error, vars }: { name: string; error?: string; vars: ErrorVars }) {
  const { t } = useTranslation('contact');
  if (!error) return null;
  return (
    <p className="contact-error" id={errorId(name)}>
      {t(`errors.${error}`, vars[error] ?? {})}
    </p>
  );
}

export function Field({ name, error, required, value, defaultValue, onChange, onBlur, children, hint }: FieldProps) {
  const { t } = useTranslation('contact');
  const input = {
    ...inputAttrs(name, required, error, hint),
    maxLength: contactLimits[name],
    value,
    defaultValue,
    onChange,
    onBlur,
  };
  return (
    <div className={`contact-field contact-field-${name}${error ? ' has-error' : ''}`}>
      <label htmlFor={name}>
        {t(`form.${name}`)}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p className="contact-hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      {children ??
        (name === 'message' ? (
          <textarea rows={6} {...input} />
        ) : (
          <input
            type={types[name].type}
            autoComplete={types[name].autoComplete}
            dir={name === 'phone' || name === 'email' ? 'ltr' : undefined}
            {...input}
          />
        ))}
      <ErrorText name={name} error={error} vars={detailErrorVars} />
    </div>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  /** The placeholder values of the error messages of the form's kind. */
  errorVars: ErrorVars;
  value: string;
  maxLength: number;
  autoComplete: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** A labelled text input of a kind's own form (hold, sample): its label and limit given by the form. */
export function TextField({
  name,
  label,
  required,
  error,
  errorVars,
  multiline,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const input = { ...inputAttrs(name, required, error), ...rest };
  return (
    <div className={`contact-field${error ? ' has-error' : ''}`}>
      <label htmlFor={name}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea rows={4} {...input} />
      ) : (
        <input type={type} dir={type === 'email' ? 'ltr' : undefined} {...input} />
      )}
      <ErrorText name={name} error={error} vars={errorVars} />
    </div>
  );
}

/**
 * The text fields of a formik form: `text(name, label, { maxLength, autoComplete, … })` with the field's value, its
 * handlers and its error as the form shows it.
 */
export function textFieldsOf<V extends Record<string, string>>(
  form: Pick<FormikProps<V>, 'values' | 'handleChange' | 'handleBlur'>,
  errorOf: (name: keyof V & string) => string | undefined,
  errorVars: ErrorVars,
) {
  return (
    name: keyof V & string,
    label: string,
    extra: Pick<TextFieldProps, 'required' | 'maxLength' | 'autoComplete' | 'type' | 'multiline'>,
  ) => (
    <TextField
      name={name}
      label={label}
      error={errorOf(name)}
      errorVars={errorVars}
      value={form.values[name]}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      {...extra}
    />
  );
}

/** Off-screen field only bots fill in (see the function's honeypot check). */
export function Honeypot() {
  const { t } = useTranslation('contact');
  return (
    <div className="contact-hp" aria-hidden="true">
      <label htmlFor={honeypotField}>{t('form.honeypot')}</label>
      <input type="text" id={honeypotField} name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
