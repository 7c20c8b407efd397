// Photos of the entry for the preview's views, as the image data Photo takes. A photo the CMS holds (uploaded in
// this session, or loaded from the repository through its backend) comes from the CMS's getAsset as a blob: URL at
// once. A photo the CMS cannot load by its path (the sample pictures in data/images/generated/: upload folders are
// named without `generated/`, and Decap finds a file by its field's folder and name) comes from the copy the build
// published, through the image CDN, at the sizes the page's query asks for: photos.json, written with /admin/
// (src/cms/admin.ts), names each file of data/images and its published copy.
import { useSyncExternalStore } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { cdnImageUrl, defaultQuality } from '../../images/cdn-url';

/** data/images path → its published copy and size (photos.json). */
export type PhotoManifest = Record<string, { src: string; width: number; height: number }>;

/** What Decap's getAsset returns: an AssetProxy whose url is a blob: URL once the file is in the CMS. */
export interface AssetLike {
  url?: string;
  path?: string;
}
export type GetAsset = (path: string, field?: unknown) => AssetLike | null | undefined;

export interface PhotoSource {
  url: string;
  /** The published copy's size (only for photos from photos.json: a blob's size is not known before it loads). */
  size?: { width: number; height: number };
  /** Published through the image CDN, which resizes it. */
  published: boolean;
}

/** Where a photo of the entry is, or null when neither the CMS nor the published site has it (yet). */
export function photoSource(
  path: string,
  getAsset: GetAsset,
  field: unknown,
  manifest: PhotoManifest | null,
): PhotoSource | null {
  if (!path) return null;
  if (/^(https?:|blob:|data:)/.test(path)) return { url: path, published: false };
  // Never an upload target: asking the CMS would send it to the wrong folder.
  if (!path.startsWith('generated/')) {
    const asset = getAsset(path, field);
    const url = asset?.url ?? '';
    // Decap's placeholder while the file loads is an empty SVG named empty.svg.
    if (/^(blob:|data:)/.test(url) && asset?.path !== 'empty.svg') return { url, published: false };
  }
  const published = manifest?.[path];
  return published ? { url: published.src, size: published, published: true } : null;
}

/** Image data as a page query with `width` and `aspectRatio` gives it (constrained layout, one candidate). */
export function imageData(photo: PhotoSource, width: number, aspectRatio?: number): IGatsbyImageData {
  const w = photo.size ? Math.min(width, photo.size.width) : width;
  const ratio = aspectRatio ?? (photo.size ? photo.size.width / photo.size.height : 4 / 3);
  const h = Math.round(w / ratio);
  const src = photo.published
    ? cdnImageUrl(photo.url, { width: w, height: h, fit: 'cover', quality: defaultQuality })
    : photo.url;
  return { layout: 'constrained', width: w, height: h, images: { fallback: { src } } };
}

// photos.json, fetched once per editor session; the preview re-renders when it arrives.
let manifest: PhotoManifest | null = null;
let requested = false;
const listeners = new Set<() => void>();

export function loadPhotoManifest(url = 'photos.json'): void {
  if (requested || typeof fetch !== 'function') return;
  requested = true;
  void fetch(url)
    .then((r) => (r.ok ? (r.json() as Promise<PhotoManifest>) : null))
    .catch(() => null)
    .then((m) => {
      manifest = m ?? {};
      listeners.forEach((l) => l());
    });
}

/** For tests and for a preview rendered without the CMS: the manifest given directly. */
export function setPhotoManifest(m: PhotoManifest | null): void {
  manifest = m;
  requested = true;
  listeners.forEach((l) => l());
}

export function usePhotoManifest(): PhotoManifest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => manifest,
    () => manifest,
  );
}
