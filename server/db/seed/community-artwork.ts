/**
 * The cover of a region community, 8:3 (1600 × 600 units): a town skyline (houses, a dome, a
 * minaret, a citadel hill) on a sky of the governorate's hue. Drawn, not photographed, like every
 * seed picture (docs/decisions/002-demo-data-and-generated-images.md); `variant` moves the
 * buildings so that neighbouring governorates differ.
 */
export function regionArtwork(hue: number, variant: number): string {
  const sky = [`hsl(${hue}, 55%, 86%)`, `hsl(${(hue + 25) % 360}, 60%, 70%)`];
  const far = `hsl(${hue}, 30%, 62%)`;
  const near = `hsl(${hue}, 38%, 36%)`;
  const sun = `hsl(${(hue + 40) % 360}, 85%, 70%)`;
  const shift = (variant * 137) % 600;
  const houses: string[] = [];
  for (let index = 0; index < 16; index += 1) {
    const x = ((index * 113 + shift) % 1700) - 80;
    const width = 70 + ((index * 37 + variant * 11) % 60);
    const height = 90 + ((index * 53 + variant * 29) % 120);
    houses.push(`<rect x="${x}" y="${600 - height}" width="${width}" height="${height}" fill="${index % 2 ? near : far}"/>`);
    if (index % 3 === 0) houses.push(`<rect x="${x + width / 3}" y="${600 - height + 24}" width="16" height="22" rx="8" fill="${sky[0]}" opacity=".7"/>`);
  }
  const domeX = 520 + ((variant * 97) % 560);
  const minaretX = domeX + 170;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[0]}"/></linearGradient></defs>
    <rect width="1600" height="600" fill="url(#sky)"/>
    <circle cx="${1300 - ((variant * 71) % 900)}" cy="150" r="70" fill="${sun}" opacity=".9"/>
    <path d="M0 470 Q 300 330 620 430 T 1250 400 T 1600 440 V 600 H 0 Z" fill="${far}" opacity=".55"/>
    <path d="M${domeX - 140} 600 V 430 H ${domeX + 140} V 600 Z" fill="${near}"/>
    <path d="M${domeX - 110} 430 A 110 110 0 0 1 ${domeX + 110} 430 Z" fill="${near}"/>
    <rect x="${domeX - 4}" y="290" width="8" height="36" fill="${near}"/>
    <rect x="${minaretX - 22}" y="250" width="44" height="350" fill="${near}"/>
    <rect x="${minaretX - 32}" y="330" width="64" height="14" fill="${near}"/>
    <path d="M${minaretX - 22} 250 L ${minaretX} 195 L ${minaretX + 22} 250 Z" fill="${near}"/>
    ${houses.join('')}
  </svg>`;
}
