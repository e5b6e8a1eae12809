import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { EnquiryDialogContext } from '../hooks/use-enquiry-dialog.ts';

const EnquiryDialog = lazy(() => import('./enquiry-dialog.tsx'));

/** Holds the one enquiry dialog of the app; it is loaded the first time someone opens it. */
export function EnquiryProvider({ children }: { children: ReactNode }) {
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
    <EnquiryDialogContext.Provider value={control}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <EnquiryDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </EnquiryDialogContext.Provider>
  );
}
