// Catches a fatal render error anywhere in a page and shows the error screen instead of a blank page.
// A failed code chunk reloads the page instead, at most once per 10 s (chunk-reload.ts).
import React from 'react';
import { ErrorScreen } from './ErrorScreen';
import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error) && shouldReloadForChunkError(sessionStore(), Date.now())) window.location.reload();
  }

  render(): React.ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
