import type { CategoryId } from '#common/constants/categories.ts';

/**
 * Flat SVG artwork for the seeded categories, banners and demo products: a colour per category and
 * simple pictograms drawn with shapes only (no text, no fonts, nothing fetched), so that a fresh
 * install has pictures without shipping binary files. See docs/decisions/002-demo-data-and-generated-images.md.
 */

interface Palette {
  hue: number;
  main: string;
  dark: string;
  light: string;
  accent: string;
  stage: string;
}

// Where the neighbouring hue would look wrong (a violet light bulb), the accent is chosen by hand.
const ACCENT_HUES: Partial<Record<CategoryId, number>> = { 'electronics-electrical': 46, 'food-agricultural': 28 };

function paletteOf(categoryId: CategoryId, hue: number): Palette {
  return {
    hue,
    main: `hsl(${hue}, 52%, 47%)`,
    dark: `hsl(${hue}, 42%, 27%)`,
    light: `hsl(${hue}, 65%, 90%)`,
    accent: `hsl(${ACCENT_HUES[categoryId] ?? (hue + 38) % 360}, 78%, 58%)`,
    stage: `hsl(${hue}, 60%, 97%)`,
  };
}

/** A pictogram in a 100 × 100 box. */
type Pictogram = (p: Palette) => string;

function gear(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    for (const [offset, radius] of [[-0.3, inner], [-0.18, outer], [0.18, outer], [0.3, inner]] as const) {
      const angle = a + offset * step * 1.4;
      points.push(`${(cx + Math.cos(angle) * radius).toFixed(1)},${(cy + Math.sin(angle) * radius).toFixed(1)}`);
    }
  }
  return `M${points.join('L')}Z`;
}

function star8(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 16; i++) {
    const radius = i % 2 === 0 ? r : r * 0.72;
    const angle = (i * Math.PI) / 8 - Math.PI / 2;
    points.push(`${(cx + Math.cos(angle) * radius).toFixed(1)},${(cy + Math.sin(angle) * radius).toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
}

const PICTOGRAMS: Record<CategoryId, [Pictogram, Pictogram, Pictogram]> = {
  'clothing-textiles': [
    // Shirt
    (p) => `<path d="M35 14 L18 22 L8 42 L21 48 L27 40 L27 88 L73 88 L73 40 L79 48 L92 42 L82 22 L65 14 Q50 30 35 14 Z" fill="${p.main}"/>
      <path d="M35 14 Q50 30 65 14" fill="none" stroke="${p.dark}" stroke-width="3"/>
      <rect x="56" y="44" width="11" height="10" rx="2" fill="${p.light}"/>
      <circle cx="50" cy="40" r="2" fill="${p.dark}"/><circle cx="50" cy="52" r="2" fill="${p.dark}"/><circle cx="50" cy="64" r="2" fill="${p.dark}"/>`,
    // Roll of fabric
    (p) => `<path d="M20 60 L74 60 L90 88 L36 88 Z" fill="${p.light}"/>
      <path d="M28 68 L80 68 M33 76 L84 76" stroke="${p.accent}" stroke-width="3"/>
      <rect x="20" y="24" width="54" height="40" fill="${p.main}"/>
      <path d="M32 24 L32 64 M44 24 L44 64 M56 24 L56 64" stroke="${p.dark}" stroke-width="1.5" opacity=".35"/>
      <ellipse cx="20" cy="44" rx="9" ry="20" fill="${p.dark}"/>
      <ellipse cx="74" cy="44" rx="9" ry="20" fill="${p.light}"/>
      <ellipse cx="74" cy="44" rx="3.5" ry="8" fill="${p.dark}"/>`,
    // Spool of thread and needle
    (p) => `<rect x="22" y="12" width="48" height="10" rx="3" fill="${p.dark}"/>
      <rect x="22" y="78" width="48" height="10" rx="3" fill="${p.dark}"/>
      <rect x="29" y="22" width="34" height="56" fill="${p.main}"/>
      <path d="M29 30 L63 34 M29 40 L63 44 M29 50 L63 54 M29 60 L63 64 M29 70 L63 74" stroke="${p.light}" stroke-width="2"/>
      <path d="M66 20 L90 86" stroke="${p.dark}" stroke-width="3" stroke-linecap="round"/>
      <ellipse cx="68" cy="26" rx="1.6" ry="3.5" fill="${p.stage}" transform="rotate(-20 68 26)"/>
      <path d="M63 50 Q76 40 70 26" fill="none" stroke="${p.accent}" stroke-width="2"/>`,
  ],
  'food-agricultural': [
    // Bottle of olive oil with an olive branch
    (p) => `<rect x="43" y="8" width="14" height="12" rx="2" fill="${p.dark}"/>
      <path d="M41 20 H59 V28 Q72 34 72 50 V84 Q72 90 66 90 H34 Q28 90 28 84 V50 Q28 34 41 28 Z" fill="${p.main}"/>
      <rect x="33" y="52" width="34" height="22" rx="3" fill="${p.light}"/>
      <path d="M38 63 Q50 54 62 63" fill="none" stroke="${p.dark}" stroke-width="2"/>
      <ellipse cx="46" cy="66" rx="4" ry="2.5" fill="${p.main}"/><ellipse cx="55" cy="66" rx="4" ry="2.5" fill="${p.accent}"/>`,
    // Sheaf of wheat
    (p) => `<path d="M50 92 L50 26 M50 92 L36 40 M50 92 L64 40" stroke="${p.dark}" stroke-width="2.5" fill="none"/>
      ${[0, 1, 2, 3].map((i) => `<ellipse cx="45" cy="${34 + i * 11}" rx="4.5" ry="8.5" fill="${p.main}" transform="rotate(-28 45 ${34 + i * 11})"/>
      <ellipse cx="55" cy="${34 + i * 11}" rx="4.5" ry="8.5" fill="${p.accent}" transform="rotate(28 55 ${34 + i * 11})"/>`).join('')}
      <ellipse cx="50" cy="20" rx="4.5" ry="9" fill="${p.main}"/>
      <path d="M36 78 Q50 70 64 78" stroke="${p.dark}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    // Crate of fruit
    (p) => `<circle cx="28" cy="46" r="11" fill="${p.accent}"/><circle cx="48" cy="42" r="12" fill="${p.main}"/>
      <circle cx="70" cy="46" r="11" fill="${p.accent}"/><circle cx="38" cy="50" r="10" fill="${p.main}"/><circle cx="60" cy="50" r="10" fill="${p.accent}"/>
      <path d="M48 30 Q50 24 56 22" stroke="${p.dark}" stroke-width="2" fill="none"/>
      <rect x="12" y="54" width="76" height="34" rx="3" fill="${p.dark}"/>
      <path d="M12 65 H88 M12 77 H88" stroke="${p.light}" stroke-width="2" opacity=".6"/>`,
  ],
  'cleaning-personal-care': [
    // Bar of soap with bubbles
    (p) => `<path d="M14 60 L30 48 L86 48 L70 60 Z" fill="${p.light}"/>
      <path d="M14 60 L70 60 L70 82 L14 82 Z" fill="${p.main}"/>
      <path d="M70 60 L86 48 L86 70 L70 82 Z" fill="${p.dark}"/>
      <rect x="28" y="66" width="28" height="8" rx="4" fill="${p.light}" opacity=".6"/>
      <circle cx="34" cy="30" r="9" fill="none" stroke="${p.main}" stroke-width="2.5"/>
      <circle cx="56" cy="22" r="6" fill="none" stroke="${p.accent}" stroke-width="2.5"/>
      <circle cx="70" cy="34" r="4" fill="none" stroke="${p.main}" stroke-width="2"/>`,
    // Spray bottle
    (p) => `<rect x="36" y="40" width="34" height="50" rx="7" fill="${p.main}"/>
      <rect x="42" y="56" width="22" height="20" rx="3" fill="${p.light}"/>
      <rect x="44" y="28" width="18" height="12" fill="${p.dark}"/>
      <path d="M36 14 H68 V28 H44 L36 22 Z" fill="${p.dark}"/>
      <path d="M62 28 L66 40" stroke="${p.dark}" stroke-width="4"/>
      <circle cx="26" cy="16" r="2.2" fill="${p.accent}"/><circle cx="20" cy="22" r="2.2" fill="${p.accent}"/><circle cx="24" cy="28" r="2.2" fill="${p.accent}"/><circle cx="14" cy="16" r="2" fill="${p.accent}"/>`,
    // Pump bottle and a drop
    (p) => `<rect x="26" y="38" width="40" height="52" rx="10" fill="${p.main}"/>
      <rect x="32" y="54" width="28" height="22" rx="4" fill="${p.light}"/>
      <rect x="40" y="26" width="12" height="12" fill="${p.dark}"/>
      <path d="M36 18 H64 V24 H52 V26 H40 V24 H36 Z" fill="${p.dark}"/>
      <path d="M78 46 Q86 58 86 64 A8 8 0 0 1 70 64 Q70 58 78 46 Z" fill="${p.accent}"/>`,
  ],
  'furniture-home-decor': [
    // Armchair
    (p) => `<rect x="24" y="18" width="52" height="46" rx="10" fill="${p.main}"/>
      <rect x="26" y="54" width="48" height="16" rx="4" fill="${p.light}"/>
      <rect x="12" y="42" width="16" height="36" rx="6" fill="${p.dark}"/>
      <rect x="72" y="42" width="16" height="36" rx="6" fill="${p.dark}"/>
      <rect x="24" y="70" width="52" height="10" fill="${p.main}"/>
      <path d="M20 78 L18 90 M80 78 L82 90" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/>`,
    // Floor lamp
    (p) => `<circle cx="50" cy="30" r="24" fill="${p.accent}" opacity=".25"/>
      <path d="M34 12 H66 L76 38 H24 Z" fill="${p.accent}"/>
      <path d="M50 38 V86" stroke="${p.dark}" stroke-width="4"/>
      <ellipse cx="50" cy="88" rx="16" ry="4" fill="${p.dark}"/>
      <path d="M34 12 H66" stroke="${p.main}" stroke-width="3"/>`,
    // Chest of drawers
    (p) => `<rect x="18" y="20" width="64" height="62" rx="4" fill="${p.main}"/>
      <rect x="24" y="26" width="52" height="14" rx="2" fill="${p.light}"/>
      <rect x="24" y="44" width="52" height="14" rx="2" fill="${p.light}"/>
      <rect x="24" y="62" width="52" height="14" rx="2" fill="${p.light}"/>
      <circle cx="50" cy="33" r="2.5" fill="${p.dark}"/><circle cx="50" cy="51" r="2.5" fill="${p.dark}"/><circle cx="50" cy="69" r="2.5" fill="${p.dark}"/>
      <path d="M24 82 V90 M76 82 V90" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/>
      <path d="M40 20 Q42 10 50 12 Q58 10 60 20" fill="${p.accent}"/>`,
  ],
  'tools-industrial': [
    // Wrench
    (p) => `<g transform="rotate(-45 50 50)">
      <rect x="43" y="32" width="14" height="58" rx="7" fill="${p.main}"/>
      <circle cx="50" cy="24" r="17" fill="${p.main}"/>
      <rect x="44" y="4" width="12" height="20" fill="${p.stage}"/>
      <circle cx="50" cy="80" r="3.5" fill="${p.stage}"/></g>
      <path d="M70 70 L84 84" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>`,
    // Hammer
    (p) => `<g transform="rotate(35 50 50)">
      <rect x="45" y="30" width="10" height="62" rx="4" fill="${p.accent}"/>
      <path d="M26 14 H66 Q76 14 78 24 H66 V34 H26 Z" fill="${p.dark}"/>
      <rect x="24" y="16" width="8" height="16" rx="2" fill="${p.main}"/></g>`,
    // Gear and bolt
    (p) => `<path d="${gear(42, 44, 32, 25, 10)}" fill="${p.main}"/>
      <circle cx="42" cy="44" r="11" fill="${p.stage}"/>
      <path d="M72 58 L84 65 L84 79 L72 86 L60 79 L60 65 Z" fill="${p.dark}"/>
      <circle cx="72" cy="72" r="5" fill="${p.accent}"/>`,
  ],
  'packaging-printing': [
    // Cardboard box
    (p) => `<path d="M50 14 L86 30 L50 46 L14 30 Z" fill="${p.light}"/>
      <path d="M14 30 L50 46 L50 90 L14 74 Z" fill="${p.main}"/>
      <path d="M86 30 L50 46 L50 90 L86 74 Z" fill="${p.dark}"/>
      <path d="M32 22 L68 38 L68 50" stroke="${p.accent}" stroke-width="6" fill="none"/>`,
    // Shopping bag
    (p) => `<path d="M36 32 V24 A14 14 0 0 1 64 24 V32" stroke="${p.dark}" stroke-width="4" fill="none"/>
      <path d="M20 32 H80 L86 90 H14 Z" fill="${p.main}"/>
      <path d="M20 32 H80 L78 44 H22 Z" fill="${p.dark}" opacity=".3"/>
      <circle cx="50" cy="64" r="10" fill="${p.light}"/><circle cx="50" cy="64" r="4" fill="${p.accent}"/>`,
    // Glass jar
    (p) => `<rect x="30" y="10" width="40" height="12" rx="3" fill="${p.dark}"/>
      <path d="M32 22 H68 Q78 28 78 40 V82 Q78 90 70 90 H30 Q22 90 22 82 V40 Q22 28 32 22 Z" fill="${p.light}" stroke="${p.main}" stroke-width="2"/>
      <path d="M24 54 H76 V82 Q76 88 70 88 H30 Q24 88 24 82 Z" fill="${p.accent}"/>
      <rect x="32" y="30" width="6" height="20" rx="3" fill="#fff" opacity=".7"/>`,
  ],
  'handicrafts-artisan': [
    // Pottery vase
    (p) => `<path d="M38 10 H62 V18 Q56 22 58 28 Q82 40 78 64 Q74 86 50 90 Q26 86 22 64 Q18 40 42 28 Q44 22 38 18 Z" fill="${p.main}"/>
      <path d="M26 52 H74" stroke="${p.accent}" stroke-width="5"/>
      <path d="M24 62 H76" stroke="${p.light}" stroke-width="2"/>
      <path d="M30 52 L36 62 L42 52 L48 62 L54 52 L60 62 L66 52 L72 62" stroke="${p.dark}" stroke-width="1.5" fill="none"/>`,
    // Mosaic star
    (p) => `<rect x="14" y="14" width="72" height="72" rx="4" fill="${p.dark}"/>
      <path d="${star8(50, 50, 32)}" fill="${p.main}"/>
      <path d="${star8(50, 50, 18)}" fill="${p.light}"/>
      <circle cx="50" cy="50" r="7" fill="${p.accent}"/>
      <circle cx="20" cy="20" r="3" fill="${p.light}"/><circle cx="80" cy="20" r="3" fill="${p.light}"/>
      <circle cx="20" cy="80" r="3" fill="${p.light}"/><circle cx="80" cy="80" r="3" fill="${p.light}"/>`,
    // Lantern
    (p) => `<circle cx="50" cy="8" r="4" fill="none" stroke="${p.dark}" stroke-width="2.5"/>
      <path d="M36 22 Q50 6 64 22 Z" fill="${p.dark}"/>
      <path d="M32 22 H68 L74 34 L70 74 H30 L26 34 Z" fill="${p.main}"/>
      <path d="M38 34 H62 L60 68 H40 Z" fill="${p.accent}"/>
      <path d="M50 34 V68 M39 51 H61" stroke="${p.main}" stroke-width="2.5"/>
      <path d="M30 74 H70 L62 86 H38 Z" fill="${p.dark}"/>`,
  ],
  'building-construction': [
    // Brick wall
    (p) => {
      const bricks: string[] = [];
      for (let row = 0; row < 5; row++) {
        for (let col = -1; col < 4; col++) {
          const from = Math.max(12, 12 + (row % 2) * 12 + col * 24);
          const to = Math.min(88, 12 + (row % 2) * 12 + col * 24 + 22);
          if (to - from > 4) bricks.push(`<rect x="${from}" y="${18 + row * 14}" width="${to - from}" height="12" fill="${(row + col) % 3 === 0 ? p.dark : p.main}"/>`);
        }
      }
      return `${bricks.join('')}<rect x="12" y="88" width="76" height="4" fill="${p.accent}"/>`;
    },
    // Paint roller
    (p) => `<path d="M20 70 Q40 60 56 70 T90 70 V90 H20 Z" fill="${p.accent}"/>
      <rect x="16" y="14" width="58" height="18" rx="6" fill="${p.main}"/>
      <path d="M74 23 H84 V42 H50 V54" stroke="${p.dark}" stroke-width="4" fill="none"/>
      <rect x="45" y="54" width="10" height="26" rx="3" fill="${p.dark}"/>`,
    // House under construction
    (p) => `<path d="M10 48 L50 14 L90 48 Z" fill="${p.dark}"/>
      <rect x="20" y="46" width="60" height="44" fill="${p.main}"/>
      <rect x="42" y="62" width="16" height="28" fill="${p.light}"/>
      <rect x="26" y="54" width="12" height="12" fill="${p.light}"/><rect x="62" y="54" width="12" height="12" fill="${p.light}"/>
      <rect x="66" y="18" width="8" height="18" fill="${p.accent}"/>`,
  ],
  'automotive-parts': [
    // Tyre and rim
    (p) => `<circle cx="50" cy="50" r="40" fill="${p.dark}"/>
      ${Array.from({ length: 16 }, (_, i) => `<rect x="48" y="8" width="4" height="8" fill="${p.main}" transform="rotate(${i * 22.5} 50 50)"/>`).join('')}
      <circle cx="50" cy="50" r="24" fill="${p.light}"/>
      ${Array.from({ length: 5 }, (_, i) => `<rect x="47" y="28" width="6" height="20" rx="3" fill="${p.main}" transform="rotate(${i * 72} 50 50)"/>`).join('')}
      <circle cx="50" cy="50" r="7" fill="${p.accent}"/>`,
    // Car battery
    (p) => `<rect x="24" y="24" width="12" height="10" fill="${p.dark}"/><rect x="64" y="24" width="12" height="10" fill="${p.dark}"/>
      <rect x="14" y="32" width="72" height="52" rx="5" fill="${p.main}"/>
      <rect x="14" y="32" width="72" height="10" rx="3" fill="${p.dark}"/>
      <path d="M24 60 H40 M32 52 V68" stroke="${p.light}" stroke-width="4"/>
      <path d="M60 60 H76" stroke="${p.light}" stroke-width="4"/>
      <path d="M46 52 L40 64 H52 L46 76" stroke="${p.accent}" stroke-width="3" fill="none"/>`,
    // Oil can
    (p) => `<path d="M20 44 H62 V88 H20 Z" fill="${p.main}"/>
      <path d="M26 34 H52 L62 44 H20 Z" fill="${p.dark}"/>
      <path d="M62 52 L88 40 L88 46 L64 62 Z" fill="${p.dark}"/>
      <rect x="34" y="26" width="10" height="8" fill="${p.dark}"/>
      <rect x="26" y="56" width="30" height="20" rx="3" fill="${p.light}"/>
      <path d="M88 52 Q92 60 92 63 A4 4 0 0 1 84 63 Q84 60 88 52 Z" fill="${p.accent}"/>`,
  ],
  'machines-production': [
    // Two gears
    (p) => `<path d="${gear(40, 58, 30, 23, 10)}" fill="${p.main}"/><circle cx="40" cy="58" r="9" fill="${p.stage}"/>
      <path d="${gear(72, 30, 20, 15, 8)}" fill="${p.dark}"/><circle cx="72" cy="30" r="6" fill="${p.accent}"/>`,
    // Factory
    (p) => `<circle cx="24" cy="14" r="6" fill="${p.light}"/><circle cx="34" cy="8" r="5" fill="${p.light}"/>
      <rect x="18" y="22" width="12" height="34" fill="${p.dark}"/>
      <path d="M10 90 V50 L32 38 V50 L54 38 V50 L76 38 V50 H90 V90 Z" fill="${p.main}"/>
      <rect x="18" y="62" width="12" height="10" fill="${p.light}"/><rect x="40" y="62" width="12" height="10" fill="${p.light}"/>
      <rect x="62" y="62" width="12" height="10" fill="${p.light}"/><rect x="42" y="78" width="16" height="12" fill="${p.accent}"/>`,
    // Conveyor with boxes
    (p) => `<rect x="30" y="10" width="40" height="30" rx="3" fill="${p.dark}"/>
      <rect x="36" y="16" width="14" height="10" fill="${p.accent}"/><circle cx="60" cy="21" r="4" fill="${p.light}"/>
      <path d="M44 40 V48 M56 40 V48" stroke="${p.dark}" stroke-width="3"/>
      <rect x="14" y="48" width="22" height="18" fill="${p.accent}"/><rect x="44" y="52" width="18" height="14" fill="${p.light}"/>
      <rect x="68" y="48" width="20" height="18" fill="${p.accent}"/>
      <rect x="8" y="66" width="84" height="14" rx="7" fill="${p.main}"/>
      ${[16, 32, 50, 68, 84].map((x) => `<circle cx="${x}" cy="73" r="4" fill="${p.dark}"/>`).join('')}
      <path d="M20 80 V92 M80 80 V92" stroke="${p.dark}" stroke-width="4"/>`,
  ],
  'chemicals-pharmaceuticals': [
    // Laboratory flask
    (p) => `<rect x="38" y="8" width="24" height="6" rx="2" fill="${p.dark}"/>
      <path d="M42 14 H58 V38 L82 82 Q84 90 76 90 H24 Q16 90 18 82 L42 38 Z" fill="${p.light}" stroke="${p.main}" stroke-width="2"/>
      <path d="M30 60 H70 L80 82 Q82 88 76 88 H24 Q18 88 20 82 Z" fill="${p.main}"/>
      <circle cx="44" cy="74" r="4" fill="${p.light}"/><circle cx="56" cy="66" r="3" fill="${p.light}"/><circle cx="60" cy="78" r="2.5" fill="${p.light}"/>`,
    // Capsule and tablet
    (p) => `<g transform="rotate(-40 44 44)"><rect x="16" y="32" width="56" height="24" rx="12" fill="${p.light}"/>
      <path d="M44 32 H60 A12 12 0 0 1 60 56 H44 Z" fill="${p.main}"/></g>
      <circle cx="70" cy="72" r="17" fill="${p.accent}"/><path d="M58 72 H82" stroke="${p.stage}" stroke-width="3"/>`,
    // Test tubes in a rack
    (p) => `${[26, 50, 74]
      .map((x, i) => `<rect x="${x - 7}" y="14" width="14" height="66" rx="7" fill="${p.light}" stroke="${p.main}" stroke-width="2"/>
      <path d="M${x - 6} ${40 + i * 8} H${x + 6} V73 A6 6 0 0 1 ${x - 6} 73 Z" fill="${i === 1 ? p.accent : p.main}"/>`)
      .join('')}
      <rect x="10" y="50" width="80" height="8" fill="${p.dark}"/><rect x="12" y="84" width="76" height="6" fill="${p.dark}"/>`,
  ],
  'electronics-electrical': [
    // Light bulb
    (p) => `<path d="M50 10 A26 26 0 0 1 66 56 Q62 60 62 68 H38 Q38 60 34 56 A26 26 0 0 1 50 10 Z" fill="${p.accent}"/>
      <path d="M42 48 L46 38 L50 48 L54 38 L58 48" stroke="${p.dark}" stroke-width="2" fill="none"/>
      <rect x="38" y="68" width="24" height="16" rx="2" fill="${p.dark}"/>
      <path d="M38 74 H62 M38 79 H62" stroke="${p.main}" stroke-width="2"/>
      <path d="M44 84 H56 L53 90 H47 Z" fill="${p.dark}"/>
      <path d="M14 36 H6 M86 36 H94 M22 14 L16 8 M78 14 L84 8" stroke="${p.main}" stroke-width="3" stroke-linecap="round"/>`,
    // Solar panel under the sun
    (p) => `<circle cx="78" cy="18" r="10" fill="${p.accent}"/>
      <path d="M22 34 H74 L86 70 H10 Z" fill="${p.main}"/>
      <path d="M39 34 L36 70 M56 34 L60 70 M16 46 H78 M13 58 H82" stroke="${p.light}" stroke-width="2"/>
      <path d="M48 70 V86" stroke="${p.dark}" stroke-width="5"/><rect x="32" y="86" width="32" height="5" rx="2" fill="${p.dark}"/>`,
    // Lightning bolt
    (p) => `<circle cx="50" cy="50" r="40" fill="${p.main}"/>
      <path d="M56 12 L28 56 H48 L42 88 L72 42 H52 Z" fill="${p.accent}"/>`,
  ],
};

type Pattern = 'stars' | 'dots' | 'stripes';

function patternDef(id: string, kind: Pattern, colour: string, opacity: number): string {
  switch (kind) {
    case 'stars':
      return `<pattern id="${id}" width="80" height="80" patternUnits="userSpaceOnUse">
        <path d="${star8(40, 40, 18)}" fill="none" stroke="${colour}" stroke-width="2" opacity="${opacity}"/>
        <circle cx="0" cy="0" r="4" fill="${colour}" opacity="${opacity}"/><circle cx="80" cy="0" r="4" fill="${colour}" opacity="${opacity}"/>
        <circle cx="0" cy="80" r="4" fill="${colour}" opacity="${opacity}"/><circle cx="80" cy="80" r="4" fill="${colour}" opacity="${opacity}"/></pattern>`;
    case 'dots':
      return `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse">
        <circle cx="18" cy="18" r="3.5" fill="${colour}" opacity="${opacity}"/></pattern>`;
    case 'stripes':
      return `<pattern id="${id}" width="44" height="44" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
        <rect width="14" height="44" fill="${colour}" opacity="${opacity * 0.7}"/></pattern>`;
  }
}

function background(p: Palette, width: number, height: number, pattern: Pattern, dark: boolean): string {
  const [from, to] = dark
    ? [`hsl(${p.hue}, 45%, 30%)`, `hsl(${(p.hue + 20) % 360}, 50%, 44%)`]
    : [`hsl(${p.hue}, 55%, 90%)`, `hsl(${(p.hue + 15) % 360}, 50%, 78%)`];
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    ${patternDef('pt', pattern, dark ? '#ffffff' : p.dark, dark ? 0.12 : 0.14)}</defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#pt)"/>`;
}

function placed(picto: Pictogram, p: Palette, cx: number, cy: number, size: number): string {
  const scale = size / 100;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})">${picto(p)}</g>`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

const PATTERNS: Pattern[] = ['stars', 'dots', 'stripes'];

/** Number of product artworks drawn for each category. */
export const PRODUCT_ARTWORKS_PER_CATEGORY = 3;

/** A product picture, 4:3 (800 × 600 units): variant `n` of the category's pictograms on a light stage. */
export function productArtwork(categoryId: CategoryId, hue: number, variant: number): string {
  const p = paletteOf(categoryId, hue);
  const picto = PICTOGRAMS[categoryId][variant % 3]!;
  const cx = [400, 380, 420][variant % 3]!;
  return svg(
    800,
    600,
    `${background(p, 800, 600, PATTERNS[variant % 3]!, false)}
    <circle cx="${cx}" cy="295" r="245" fill="${p.stage}"/>
    <ellipse cx="${cx}" cy="495" rx="160" ry="16" fill="${p.dark}" opacity=".12"/>
    ${placed(picto, p, cx, 295, 370)}`,
  );
}

/** The category's picture, 4:3: its first pictogram on the star pattern. */
export function categoryArtwork(categoryId: CategoryId, hue: number): string {
  const p = paletteOf(categoryId, hue);
  return svg(
    800,
    600,
    `${background(p, 800, 600, 'stars', false)}
    <circle cx="400" cy="300" r="230" fill="${p.stage}"/>
    ${placed(PICTOGRAMS[categoryId][0], p, 400, 300, 340)}`,
  );
}

/** A home banner, 8:3 (1600 × 600 units): the category's three pictograms on a deep background. */
export function bannerArtwork(categoryId: CategoryId, hue: number): string {
  const p = paletteOf(categoryId, hue);
  const [first, second, third] = PICTOGRAMS[categoryId];
  return svg(
    1600,
    600,
    `${background(p, 1600, 600, 'stars', true)}
    <circle cx="800" cy="290" r="190" fill="${p.stage}"/>
    <circle cx="470" cy="330" r="125" fill="${p.stage}" opacity=".92"/>
    <circle cx="1130" cy="330" r="125" fill="${p.stage}" opacity=".92"/>
    ${placed(first, p, 800, 290, 270)}${placed(second, p, 470, 330, 175)}${placed(third, p, 1130, 330, 175)}`,
  );
}
