// A failed code chunk (usually a new deployment replaced it) reloads the page, at most once per 10 s.
const reloadMarker = 'chunk-reload-at';
export const chunkReloadGuardMs = 10_000;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message))
  );
}

/** True when a reload should be tried now; records the attempt in session storage so a lasting failure cannot loop. */
export function shouldReloadForChunkError(storage: Pick<Storage, 'getItem' | 'setItem'> | null, now: number): boolean {
  if (!storage) return false;
  const last = Number(storage.getItem(reloadMarker));
  if (Number.isFinite(last) && last > 0 && now - last < chunkReloadGuardMs) return false;
  storage.setItem(reloadMarker, String(now));
  return true;
}
