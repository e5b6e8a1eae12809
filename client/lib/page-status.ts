import { createContext, useContext } from 'react';

/** The HTTP status of a page the server renders; pages that show "not found" mark it. */
export interface PageStatus {
  status: number;
  markNotFound(): void;
}

/** A status for one render, 200 until a page marks it not found. */
export function createPageStatus(): PageStatus {
  const page: PageStatus = {
    status: 200,
    markNotFound() {
      page.status = 404;
    },
  };
  return page;
}

/** Present only while the server renders a page (client/entry-server.tsx); null in the browser. */
export const PageStatusContext = createContext<PageStatus | null>(null);

/** Marks the page being rendered on the server as not found, so that it is sent with status 404. */
export function useNotFoundStatus(): void {
  useContext(PageStatusContext)?.markNotFound();
}
