import { z } from 'zod';

/** Length limits of an inquiry or suggestion (specification section 5), counted after trimming. */
export const ENQUIRY_TITLE_MIN = 3;
export const ENQUIRY_TITLE_MAX = 200;
export const ENQUIRY_DESCRIPTION_MIN = 10;
export const ENQUIRY_DESCRIPTION_MAX = 2000;

/**
 * POST /api/v1/enquiries. The sender (user id and e-mail) comes from the session, never from the
 * body; other keys are ignored.
 */
export const ZCreateEnquiryRequest = z.object({
  /** What the inquiry or suggestion is about. */
  title: z.string().trim().min(ENQUIRY_TITLE_MIN).max(ENQUIRY_TITLE_MAX),
  /** The details. */
  description: z.string().trim().min(ENQUIRY_DESCRIPTION_MIN).max(ENQUIRY_DESCRIPTION_MAX),
});
export type TCreateEnquiryRequest = z.infer<typeof ZCreateEnquiryRequest>;

export const ZCreateEnquiryResponse = z.object({
  id: z.string(),
  createdAt: z.string(),
});
export type TCreateEnquiryResponse = z.infer<typeof ZCreateEnquiryResponse>;
