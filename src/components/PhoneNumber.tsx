// A telephone number in running text, on the pages and in the PDFs alike: written left to right in every language (an
// Arabic line would otherwise reorder its digit groups) and never broken across lines (.tel). PhoneLink is its link.
import React from 'react';

export function PhoneNumber({ number }: { number: string }) {
  return (
    <bdi dir="ltr" className="tel">
      {number}
    </bdi>
  );
}

// Stands for the number while the translation is looked up; no translation holds it.
const slot = '\u0000';

/**
 * A translated text with the number in it, e.g. "WhatsApp {{number}}": `text` is the translation with the number it is
 * given filled in, the number is then shown as a PhoneNumber where the translation puts it.
 */
export function TextWithPhone({ text, number }: { text: (number: string) => string; number: string }) {
  const parts = text(slot).split(slot);
  return (
    <>
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 && <PhoneNumber number={number} />}
          {part}
        </React.Fragment>
      ))}
    </>
  );
}
