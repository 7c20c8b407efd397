// A thanks page's address with the reference of the inquiry just stored: /contact/thanks/?ref=INQ-01042, as the
// contact function's redirect (no JavaScript) and the forms' navigation (with it) both write it.
import { referencePattern } from './inquiry-reference';

const referenceName = 'ref';

export function withReference(path: string, reference: string | undefined): string {
  return reference ? `${path}?${new URLSearchParams({ [referenceName]: reference }).toString()}` : path;
}

/** The reference a thanks page's query carries; null when it carries none or not in this shape. */
export function referenceFrom(search: string): string | null {
  const value = new URLSearchParams(search).get(referenceName) ?? '';
  return referencePattern.test(value) ? value : null;
}
