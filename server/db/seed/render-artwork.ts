import sharp from 'sharp';

export interface RenderedImage {
  width: number;
  height: number;
  body: Buffer;
}

// Flat artwork compresses well; a low effort keeps the first start fast.
const WEBP = { quality: 80, effort: 2 } as const;

/**
 * Rasterises an SVG once, sharp at the largest width, and encodes an opaque WebP for each width.
 * The SVG's own aspect ratio is kept.
 */
export async function renderWebpVariants(svg: string, widths: readonly number[]): Promise<Map<number, RenderedImage>> {
  const largest = Math.max(...widths);
  const svgWidth = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? largest);
  // librsvg draws at 72 dpi by default; drawing at the target size avoids blurry upscaling.
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * largest) / svgWidth })
    .resize({ width: largest })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const entries = await Promise.all(
    widths.map(async (width) => {
      const pipeline = sharp(data, { raw });
      const { data: body, info: out } = await (width === largest ? pipeline : pipeline.resize({ width }))
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true });
      return [width, { width: out.width, height: out.height, body }] as const;
    }),
  );
  return new Map(entries);
}
