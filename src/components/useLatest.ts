// The latest value of a prop (a callback a parent makes anew each render), for effects and stable callbacks that must
// not start again whenever it changes. The object returned is the same on every render (safe in a dependency list).
import React from 'react';

export function useLatest<T>(value: T): { readonly current: T } {
  const latest = React.useRef(value);
  React.useEffect(() => {
    latest.current = value;
  });
  return latest;
}
