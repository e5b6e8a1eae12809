import { useEffect } from 'react';
import { useBrand } from './use-brand.ts';

/** The page title is the brand name in the reader's language (specification section 4). */
export function useDocumentTitle(): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = brand;
  }, [brand]);
}
