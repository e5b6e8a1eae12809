import { z } from '#common/zod.ts';

/** A stored picture as posts and cards carry it: a variant is `${url}-${width}.webp` for each width. */
export const ZStoredImage = z.object({
  id: z.string(),
  /** Base public URL, without width and extension. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(z.number()),
});
export type TStoredImage = z.infer<typeof ZStoredImage>;
