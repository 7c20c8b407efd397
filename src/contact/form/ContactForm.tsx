// The contact form: prerendered as a plain HTML form posting to /api/contact (works without JavaScript), then
// replaced in the browser by the validated one (formik, yup, phone picker), loaded only on the contact pages.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Lang } from '../../i18n/languages';
import { contactEndpoint } from '../../inquiry/fields';
import { Field, Honeypot } from '../../components/inquiry-form/fields';
import { toSource, type ContactSource } from '../fields';
import { PrivacyNote } from '../../components/inquiry-form/PrivacyNote';
import type { EnhancedFormProps, InitialValues } from './EnhancedForm';
import { readQuoteList } from '../../quote/quote-list';

interface Props {
  lang: Lang;
  /** 'contact' or 'usaContact' from the page; '?source=dialog' (the write-to-us dialog's link) overrides it. */
  pageSource: ContactSource;
  titleId: string;
}

export function ContactForm({ lang, pageSource, titleId }: Props) {
  const { t } = useTranslation('contact');
  const formRef = React.useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = React.useState<{
    Form: React.ComponentType<EnhancedFormProps>;
    initial: InitialValues;
    source: ContactSource;
    focus: string | null;
    send: boolean;
  } | null>(null);

  // The validated form (formik, yup, the phone picker: ~45 kB gzip) loads on the first sign of use, not with the page:
  // until then the plain form works on its own (it posts without JavaScript), and pages that are only read stay light.
  React.useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    let live = true;
    let started = false;
    let sendOnLoad = false;
    const events = ['focusin', 'pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;
    // A Send that comes before the validated form has loaded is held and replayed by it, so the first click gives
    // the translated messages later clicks give (not the browser's own bubble, in the browser's language).
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault();
      sendOnLoad = true;
      enhance();
    };
    const enhance = () => {
      if (started) return;
      started = true;
      for (const e of events) form.removeEventListener(e, enhance);
      void import('./EnhancedForm').then(
        ({ EnhancedForm }) => {
          if (!live) return;
          // Keep whatever the visitor typed while the script loaded, and where the cursor was.
          const data = formRef.current ? new FormData(formRef.current) : null;
          const read = (k: string) => String(data?.get(k) ?? '');
          const query = new URLSearchParams(window.location.search).get('source');
          setEnhanced({
            Form: EnhancedForm,
            initial: { name: read('name'), email: read('email'), phone: read('phone'), message: read('message') },
            source: query === 'dialog' ? 'dialog' : pageSource,
            focus: formRef.current?.contains(document.activeElement) ? (document.activeElement?.id ?? null) : null,
            send: sendOnLoad,
          });
        },
        () => {
          // The script could not load: a held Send goes out as the plain form would have sent it.
          form.removeEventListener('submit', onSubmit);
          if (live && sendOnLoad) form.requestSubmit();
        },
      );
    };
    for (const e of events) form.addEventListener(e, enhance, { passive: true });
    form.addEventListener('submit', onSubmit);
    // Focused before hydration (a quick visitor), or a visitor with a quote list, who came to send it and must see it
    // listed in the form (only the validated form lists it): start now.
    if (form.contains(document.activeElement) || readQuoteList().length > 0) enhance();
    return () => {
      live = false;
      for (const e of events) form.removeEventListener(e, enhance);
      form.removeEventListener('submit', onSubmit);
    };
  }, [pageSource]);

  if (enhanced) {
    const { Form } = enhanced;
    return (
      <Form
        lang={lang}
        source={enhanced.source}
        initial={enhanced.initial}
        focusId={enhanced.focus}
        sendOnMount={enhanced.send}
        titleId={titleId}
      />
    );
  }
  return (
    // noValidate from the start: a Send pressed before the scripts run (or without them) goes to the function, which
    // answers with the form and its own messages in the page's language, never the browser's bubble in the browser's.
    <form
      ref={formRef}
      className="contact-form"
      method="post"
      action={contactEndpoint}
      acceptCharset="utf-8"
      aria-labelledby={titleId}
      noValidate
    >
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="source" value={toSource(pageSource)} />
      <p className="contact-note">{t('form.requiredNote')}</p>
      <Field name="name" required />
      <Field name="email" required />
      <Field name="phone" required hint={t('form.phoneHint')} />
      <Field name="message" />
      <Honeypot />
      <PrivacyNote lang={lang} />
      <button type="submit" className="contact-submit">
        {t('form.send')}
      </button>
    </form>
  );
}
