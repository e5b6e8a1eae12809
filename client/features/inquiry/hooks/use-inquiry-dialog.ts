import { createContext, useContext } from 'react';

export interface InquiryDialogControl {
  /** Opens the inquiry/suggestion dialog (its code loads on first use). */
  open: () => void;
}

export const InquiryDialogContext = createContext<InquiryDialogControl>({ open: () => {} });

/** Lets any page open the inquiry/suggestion dialog, for example the home page's feedback section. */
export function useInquiryDialog(): InquiryDialogControl {
  return useContext(InquiryDialogContext);
}
