import { createContext, useContext } from 'react';

export interface EnquiryDialogControl {
  /** Opens the enquiry/suggestion dialog (its code loads on first use). */
  open: () => void;
}

export const EnquiryDialogContext = createContext<EnquiryDialogControl>({ open: () => {} });

/** Lets any page open the enquiry/suggestion dialog, for example the home page's feedback section. */
export function useEnquiryDialog(): EnquiryDialogControl {
  return useContext(EnquiryDialogContext);
}
