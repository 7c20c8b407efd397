// Labelled inputs of the contact details and the honeypot, shared by every kind's forms, prerendered (no-JS) and enhanced.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { contactLimits, detailErrorVars, honeypotField, type DetailField } from '../fields';

export type TextField = DetailField;

export interface FieldProps {
  name: TextField;
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

const types: Record<TextField, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  message: { type: 'textarea', autoComplete: 'off' },
};

/** ids the input must reference in aria-describedby (hint, then error). */
export const describedBy = (name: TextField, error?: string, hint?: string) =>
  [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined;

export function Field({ name, error, required, value, defaultValue, onChange, onBlur, children, hint }: FieldProps) {
  const { t } = useTranslation('contact');
  const input = {
    id: name,
    name,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, error, hint),
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
      {error && (
        <p className="contact-error" id={`${name}-error`}>
          {t(`errors.${error}`, detailErrorVars[error] ?? {})}
        </p>
      )}
    </div>
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
