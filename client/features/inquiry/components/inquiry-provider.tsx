import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { InquiryDialogContext } from '../hooks/use-inquiry-dialog.ts';

const InquiryDialog = lazy(() => import('./inquiry-dialog.tsx'));

/** Holds the one inquiry dialog of the app; it is loaded the first time someone opens it. */
export function InquiryProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const control = useMemo(
    () => ({
      open: () => {
        setUsed(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <InquiryDialogContext.Provider value={control}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <InquiryDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </InquiryDialogContext.Provider>
  );
}
