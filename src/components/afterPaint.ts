// Work that can wait until the tap's own answer is on screen. INP counts a tap until the next paint after its
// handlers: what runs after that paint (a drawing, a toast, a change of address) no longer delays it.

/** Resolves after the next paint: a frame's callback runs just before it, and a task posted from there runs after it. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}

/** Resolves in a new task (after pending input and rendering), unlike a microtask or a clamped timeout. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
