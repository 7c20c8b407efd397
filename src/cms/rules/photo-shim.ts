// The data check's photo-source in the browser (rules.js): a photo of data/images/ is a virtual file holding the header
// /admin/ was built with (snapshot.ts), so the check reads the same sizes and problems without the bytes.
import { readVirtualFile } from './virtual-fs';

export const photoMarker = 'photo-header:';

type Header = { width: number; height: number; format: string } | string;

export function readPhotoHeader(bytes: unknown): Header {
  const text = String(bytes);
  return text.startsWith(photoMarker) ? (JSON.parse(text.slice(photoMarker.length)) as Header) : 'not a readable image';
}

export function photoFileProblem(file: string): string | null {
  const text = readVirtualFile(file);
  if (text === undefined) return 'not found';
  const header = readPhotoHeader(text);
  return typeof header === 'string' ? header : null;
}
