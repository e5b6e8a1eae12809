import type { TVendor } from '#common/schemas/catalogue.ts';

/** The columns of a business as /vendors and the search's business results select them. */
export interface VendorRow {
  id: string;
  full_name: string;
  business_name: string | null;
  avatar_url: string | null;
  company_description: string | null;
  is_verified: boolean;
  governorate: string | null;
  listing_count: number;
  latest_listing_at: Date;
}

/** A business row as the API answers it. */
export function toVendor(row: VendorRow): TVendor {
  return {
    id: row.id,
    fullName: row.full_name,
    businessName: row.business_name,
    avatarUrl: row.avatar_url,
    companyDescription: row.company_description,
    isVerified: row.is_verified,
    governorate: row.governorate,
    listingCount: Number(row.listing_count),
    latestListingAt: row.latest_listing_at.toISOString(),
  };
}
