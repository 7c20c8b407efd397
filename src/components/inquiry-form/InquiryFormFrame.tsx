// What every inquiry form has around its own fields: the plain post to the contact function (so it works without
// JavaScript), the status announced above the fields, the honeypot, the privacy note and the Send button.
import React from 'react';
import type { Lang } from '../../i18n/languages';
import { contactEndpoint } from '../../inquiry/fields';
import { Honeypot } from './fields';
import { PrivacyNote } from './PrivacyNote';
import type { InquiryStatus } from './useInquiryForm';

/** A field in the error summary: a link to it, named by its label, or a plain text for a field with no input. */
export type ListedError = { field: string; text: string; link: boolean };

/**
 * The form's errors or its failure, announced at once; keyed so a second failed attempt is read out again. With
 * `listed`, the summary names each field in error and goes once none is left.
 */
export function StatusAlert({ status, listed }: { status: InquiryStatus | null; listed?: ListedError[] }) {
  const showSummary = status?.kind === 'errors' && (!listed || listed.length > 0);
  return (
    <div className="contact-status" role="alert" key={status?.n ?? 0}>
      {showSummary && (
        <div className="contact-summary">
          <p>{status.message}</p>
          {listed && (
            <ul>
              {listed.map((e) => (
                <li key={e.field}>{e.link ? <a href={`#${e.field}`}>{e.text}</a> : e.text}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {status?.kind === 'failed' && <p className="contact-failed">{status.message}</p>}
    </div>
  );
}

interface Props {
  lang: Lang;
  /** The form's useInquiryForm parts. */
  formRef: React.RefObject<HTMLFormElement>;
  onSubmit: (e: React.FormEvent) => void;
  status: InquiryStatus | null;
  submitting: boolean;
  className: string;
  titleId: string;
  /** The kind a plain post names (none: the first kind's, the contact message). */
  type?: string;
  listed?: ListedError[];
  privacyNote?: string;
  sendLabel: string;
  sendingLabel: string;
  children: React.ReactNode;
}

export function InquiryFormFrame({ lang, formRef, submitting, className, titleId, type, listed, ...props }: Props) {
  return (
    <form
      ref={formRef}
      className={className}
      method="post"
      action={contactEndpoint}
      acceptCharset="utf-8"
      noValidate
      aria-labelledby={titleId}
      aria-busy={submitting || undefined}
      onSubmit={props.onSubmit}
    >
      {type && (
        <>
          <input type="hidden" name="type" value={type} />
          <input type="hidden" name="lang" value={lang} />
        </>
      )}
      <StatusAlert status={props.status} listed={listed} />
      {props.children}
      <Honeypot />
      <PrivacyNote lang={lang} note={props.privacyNote} />
      <button type="submit" className="contact-submit" disabled={submitting}>
        {submitting ? props.sendingLabel : props.sendLabel}
      </button>
    </form>
  );
}
