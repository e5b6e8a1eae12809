import { z } from '#common/zod.ts';

/** GET /api/v1/site: what the client needs to know about this installation. */
export const ZSiteInfo = z.object({
  /** While true, `/` shows the maintenance page and the real home page is /old-home. */
  maintenance: z.boolean(),
  brand: z.object({ en: z.string(), ar: z.string() }),
  supportEmail: z.string(),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    telegram: z.string(),
    whatsapp: z.string(),
    linkedin: z.string(),
  }),
  googleEnabled: z.boolean(),
  phoneAuthEnabled: z.boolean(),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;
