import { Component, type ReactNode } from 'react';
import { LoadFailed } from './load-failed.tsx';

/**
 * What the shell shows in place of a page that cannot be shown: its code did not load (the line
 * dropped, or a release replaced the file) or it failed while rendering. The header, menus and
 * bottom bar stay usable; Try again opens the address anew, which fetches the page's code again.
 * The shell keys it by the address, so the next page starts clean.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The page could not be shown:', error);
  }

  override render() {
    if (this.state.hasFailed) return <LoadFailed message="errors.pageFailed" onRetry={() => location.reload()} />;
    return this.props.children;
  }
}
