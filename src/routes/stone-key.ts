// How an address names one stone: `product:948` or `usaStock:5004` (the sample request and the visualizer use it).
export type StoneKind = 'product' | 'usaStock';

export interface StoneRef {
  kind: StoneKind;
  id: number;
}

export const stoneKey = ({ kind, id }: StoneRef): string => `${kind}:${id}`;

/** The stone a key names, or null when it is not one. */
export function parseStoneKey(key: string): StoneRef | null {
  const m = /^(product|usaStock):([1-9][0-9]{0,8})$/.exec(key);
  return m ? { kind: m[1] as StoneKind, id: Number(m[2]) } : null;
}
