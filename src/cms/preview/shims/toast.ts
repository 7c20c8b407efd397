// Toasts in the CMS preview bundle: none (adding to the quote list from the preview changes nothing worth saying, and
// react-toastify would add its own bundle). Same exports as src/components/toast/useToast.ts.
export interface Toaster {
  success: (message: string) => void;
  error: (message: string) => void;
  preload: () => void;
}

const silent: Toaster = { success: () => undefined, error: () => undefined, preload: () => undefined };

export function useToast(): Toaster {
  return silent;
}
