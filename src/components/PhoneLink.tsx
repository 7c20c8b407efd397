// A telephone number as a link: dialled without its spaces, never broken across lines (.tel, global.css) and written
// left to right in every language (else an Arabic page shows "+90 258 269 20 02" as "02 20 269 258 90+").

export function PhoneLink({ number }: { number: string }) {
  return (
    <a className="tel" dir="ltr" href={`tel:${number.replace(/[^+\d]/g, '')}`}>
      {number}
    </a>
  );
}
