import { z } from '#common/zod.ts';

// Messages are i18n keys (the dialog fills in the limits when it shows them).

/** Length limits of an enquiry or suggestion (specification section 5), counted after trimming. */
export const ENQUIRY_TITLE_MIN = 3;
export const ENQUIRY_TITLE_MAX = 200;
export const ENQUIRY_DESCRIPTION_MIN = 10;
export const ENQUIRY_DESCRIPTION_MAX = 2000;

/**
 * POST /api/v1/enquiries. The sender (user id and e-mail) comes from the session, never from the
 * body; other keys are ignored.
 */
export const ZCreateEnquiryRequest = z.object({
  /** What the enquiry or suggestion is about. */
  title: z
    .string({ error: 'enquiry.requiredBody' })
    .trim()
    .min(ENQUIRY_TITLE_MIN, { error: 'enquiry.titleLength' })
    .max(ENQUIRY_TITLE_MAX, { error: 'enquiry.titleLength' }),
  /** The details. */
  description: z
    .string({ error: 'enquiry.requiredBody' })
    .trim()
    .min(ENQUIRY_DESCRIPTION_MIN, { error: 'enquiry.descriptionLength' })
    .max(ENQUIRY_DESCRIPTION_MAX, { error: 'enquiry.descriptionLength' }),
});
export type TCreateEnquiryRequest = z.infer<typeof ZCreateEnquiryRequest>;

export const ZCreateEnquiryResponse = z.object({
  id: z.string(),
  createdAt: z.string(),
});
export type TCreateEnquiryResponse = z.infer<typeof ZCreateEnquiryResponse>;
