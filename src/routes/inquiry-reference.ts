// The reference a visitor is given for a stored inquiry (thanks page, answer, mails): its kind's prefix and its row's
// number, so the sales team finds it by what the visitor quotes ("SMP-01042"). A thanks page's address carries it
// (reference-query.ts), so it sits here, below the inquiry core that hands it out.
export const referencePattern = /^[A-Z]{3}-[0-9]{5,}$/;

export function inquiryReference(prefix: string, id: string): string {
  return `${prefix}-${id.padStart(5, '0')}`;
}
