// The stones the visualizer can lay, fetched once per language from the content-hashed file the build wrote (the
// page's context names it). Until it arrives, and if it fails, the scenes' default stones are all there is.
import React from 'react';
import type { VisualizerStone } from '../../visualizer/types';

export type StonesState =
  | { status: 'loading'; stones: null }
  | { status: 'ready'; stones: readonly VisualizerStone[] }
  | { status: 'failed'; stones: null };

const requests = new Map<string, Promise<readonly VisualizerStone[]>>();

function load(url: string): Promise<readonly VisualizerStone[]> {
  let pending = requests.get(url);
  if (!pending) {
    pending = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const list: unknown = await response.json();
      if (!Array.isArray(list)) throw new Error(`${url}: not a list`);
      return list as VisualizerStone[];
    });
    // A failed fetch is tried again on the next visit to the page, not kept.
    pending.catch(() => requests.delete(url));
    requests.set(url, pending);
  }
  return pending;
}

export function useStones(url: string): StonesState {
  const [state, setState] = React.useState<StonesState>({ status: 'loading', stones: null });
  React.useEffect(() => {
    let live = true;
    load(url).then(
      (stones) => live && setState({ status: 'ready', stones }),
      () => live && setState({ status: 'failed', stones: null }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return state;
}
