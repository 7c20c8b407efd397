// Mounts one react-toastify container outside the page tree (toasts outlive page changes) and shows toasts in it.
import { createRoot, type Root } from 'react-dom/client';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** 3000 ms, paused on hover; top-right, mirrored to top-left on right-to-left pages. */
export const toastDurationMs = 3000;

export type ToastKind = 'success' | 'error';

let root: Root | null = null;
let rootRtl: boolean | null = null;

/** Puts the container on the page (once, and again when the direction changes). */
export function mountToasts(rtl: boolean): void {
  if (root && rootRtl === rtl) return;
  if (!root) {
    const host = document.createElement('div');
    host.id = 'toasts';
    document.body.appendChild(host);
    root = createRoot(host);
  }
  rootRtl = rtl;
  root.render(
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      autoClose={toastDurationMs}
      pauseOnHover
      closeOnClick={false}
      newestOnTop
      limit={4}
    />,
  );
}

export function showToast({
  kind,
  title,
  message,
  rtl,
}: {
  kind: ToastKind;
  title: string;
  message: string;
  rtl: boolean;
}): void {
  mountToasts(rtl);
  const content = (
    <div className="toast-body">
      <strong className="toast-title">{title}</strong>
      <span className="toast-message">{message}</span>
    </div>
  );
  // An error must be read out at once; a success can wait for the screen reader to finish.
  toast[kind](content, { role: kind === 'error' ? 'alert' : 'status' });
}
