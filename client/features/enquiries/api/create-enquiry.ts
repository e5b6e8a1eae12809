import { apiFetch } from '#client/lib/api.ts';
import type { TCreateEnquiryRequest, TCreateEnquiryResponse } from '#common/schemas/enquiries.ts';

/** Sends an enquiry or suggestion to the team as the signed-in user. */
export function createEnquiry(body: TCreateEnquiryRequest): Promise<TCreateEnquiryResponse> {
  return apiFetch<TCreateEnquiryResponse>('/api/v1/enquiries', { method: 'POST', body: JSON.stringify(body) });
}
