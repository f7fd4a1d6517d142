/**
 * `node scripts/render-landing-photos.ts`: draws the four theme photos of landing-themes/ as SVG
 * artwork (landing-themes/photos/src/<slug>.svg, kept as the editable source) and renders each
 * with sharp (librsvg) to landing-themes/photos/<slug>.jpg, 1600 × 1067. They are illustrations
 * made here, not photographs of real people or works (no network, no stock library): see
 * docs/landings.md. Deterministic (seeded), so a re-run gives the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const W = 1600;
const H = 1067;
const OUT = join(import.meta.dirname, '..', 'landing-themes', 'photos');

/** Mulberry32: a small seeded generator, so the artwork is the same on every run. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

/** Shared filters: film grain, soft blur for shadows and light, a warm vignette. */
function defs(extra = ''): string {
  return `<defs>
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="n"/>
    <feColorMatrix in="n" type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 0.09 0"/>
  </filter>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>
  <filter id="softer" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>
  <filter id="blur6" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="plaster" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="4" seed="3" result="n"/>
    <feColorMatrix in="n" type="matrix" values="0 0 0 0 0.3  0 0 0 0 0.2  0 0 0 0 0.1  0 0 0 0.22 0"/>
  </filter>
  <radialGradient id="vignette" cx="50%" cy="45%" r="75%">
    <stop offset="60%" stop-color="#000" stop-opacity="0"/>
    <stop offset="100%" stop-color="#1c0f05" stop-opacity="0.45"/>
  </radialGradient>
  ${extra}
</defs>`;
}

const finish = `<rect width="${W}" height="${H}" filter="url(#grain)"/><rect width="${W}" height="${H}" fill="url(#vignette)"/>`;

/** Catmull-Rom through the profile points, sampled finely: a smooth thrown curve, not facets. */
function smooth(points: [number, number][], steps = 12): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const at = (k: 0 | 1) => 0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      out.push([at(0), at(1)]);
    }
  }
  out.push(points[points.length - 1]!);
  return out;
}

let potId = 0;
/** A thrown pot: a profile (height, radius) turned into a closed outline, glazed, lit from the left. */
function pot(cx: number, base: number, profile: [number, number][], fill: string, rim: string, inside = ''): string {
  const curve = smooth(profile);
  const right = curve.map(([y, r]) => `${f(cx + r)},${f(base - y)}`);
  const left = [...curve].reverse().map(([y, r]) => `${f(cx - r)},${f(base - y)}`);
  const top = profile[profile.length - 1]!;
  const bottom = profile[0]!;
  const id = `pot${potId++}`;
  const outline = `M${right.join(' L')} L${left.join(' L')} Z`;
  return `<ellipse cx="${f(cx + 18)}" cy="${f(base + 2)}" rx="${f(bottom[1] * 1.45)}" ry="16" fill="#2a1a10" opacity="0.4" filter="url(#blur6)"/>
<clipPath id="${id}"><path d="${outline}"/></clipPath>
<path d="${outline}" fill="${fill}"/>
<g clip-path="url(#${id})">${inside}<rect x="${f(cx - 300)}" y="${f(base - 600)}" width="600" height="600" fill="url(#sheen)" opacity="0.55"/></g>
<ellipse cx="${f(cx)}" cy="${f(base - top[0])}" rx="${f(top[1])}" ry="${f(Math.max(5, top[1] * 0.16))}" fill="${rim}"/>`;
}

function ceramistes(): string {
  const r = rng(11);
  const speckles = Array.from({ length: 160 }, () => `<circle cx="${f(1060 + r() * 170 - 85)}" cy="${f(590 - r() * 190)}" r="${f(0.8 + r() * 1.8)}" fill="#5b4636" opacity="${f(0.3 + r() * 0.5)}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
${defs(`
  <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#efdfca"/><stop offset="1" stop-color="#cfb08f"/></linearGradient>
  <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9a6541"/><stop offset="1" stop-color="#5e3a22"/></linearGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient>
  <linearGradient id="celadon" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9c4b1"/><stop offset="1" stop-color="#5f8270"/></linearGradient>
  <linearGradient id="tenmoku" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a3e1f"/><stop offset="0.25" stop-color="#3a1f12"/><stop offset="1" stop-color="#1b0f09"/></linearGradient>
  <linearGradient id="cream" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4ecdf"/><stop offset="1" stop-color="#d9ccb7"/></linearGradient>
  <linearGradient id="terra" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9724a"/><stop offset="1" stop-color="#8e4427"/></linearGradient>
  <linearGradient id="indigo" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#56708f"/><stop offset="1" stop-color="#283a52"/></linearGradient>
`)}
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect width="${W}" height="${H}" filter="url(#plaster)"/>
<polygon points="-100,0 700,0 300,1067 -400,1067" fill="#fff8ec" opacity="0.55" filter="url(#softer)"/>
<rect x="0" y="600" width="${W}" height="34" fill="url(#wood)"/>
<rect x="0" y="600" width="${W}" height="4" fill="#c89670" opacity="0.8"/>
<rect x="0" y="634" width="${W}" height="40" fill="#3b2416" opacity="0.25" filter="url(#soft)"/>
${pot(250, 600, [[0, 70], [40, 110], [80, 128], [110, 130]], 'url(#tenmoku)', '#2a160c')}
${pot(520, 600, [[0, 55], [80, 95], [170, 105], [250, 80], [300, 45], [330, 52]], 'url(#celadon)', '#4e6d5d')}
${pot(800, 600, [[0, 60], [50, 120], [95, 150], [120, 152]], 'url(#terra)', '#6d321c')}
${pot(1060, 600, [[0, 60], [60, 88], [140, 92], [200, 70], [230, 40], [250, 46]], 'url(#cream)', '#b9ab94', speckles)}
${pot(1330, 600, [[0, 50], [70, 100], [160, 110], [230, 90], [300, 55], [340, 38], [360, 44]], 'url(#indigo)', '#1f2d40')}
<rect x="0" y="960" width="${W}" height="34" fill="url(#wood)"/>
<rect x="0" y="960" width="${W}" height="4" fill="#c89670" opacity="0.8"/>
<rect x="0" y="994" width="${W}" height="73" fill="#4a2d1a"/>
${pot(380, 960, [[0, 60], [30, 95], [60, 108], [75, 110]], 'url(#cream)', '#b9ab94')}
${pot(640, 960, [[0, 48], [40, 80], [90, 88], [120, 90]], 'url(#celadon)', '#4e6d5d')}
${pot(930, 960, [[0, 70], [25, 120], [48, 140], [58, 142]], 'url(#tenmoku)', '#2a160c')}
${pot(1240, 960, [[0, 52], [90, 70], [180, 66], [230, 52], [250, 56]], 'url(#terra)', '#6d321c')}
${finish}
</svg>`;
}

function bijoutiers(): string {
  const r = rng(23);
  // A necklace lying in a loose loop, its pendant at the bottom.
  const links = Array.from({ length: 64 }, (_, i) => {
    const a = (i / 64) * Math.PI * 2 - Math.PI / 2;
    const x = 700 + Math.cos(a) * (300 + Math.sin(a * 3) * 18);
    const y = 560 + Math.sin(a) * (210 + Math.cos(a * 2) * 14) + (Math.sin(a) > 0 ? Math.sin(a) * 40 : 0);
    const t = i / 64;
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="13" ry="8" fill="none" stroke="url(#silver)" stroke-width="4.5" transform="rotate(${f((i % 2) * 60 - 30 + t * 20)} ${f(x)} ${f(y)})"/>`;
  }).join('');
  const weave = Array.from({ length: 120 }, (_, i) => `<line x1="0" y1="${i * 9}" x2="${W}" y2="${i * 9 + r() * 6}" stroke="#fff" stroke-opacity="${f(0.05 + r() * 0.06)}" stroke-width="2"/>`).join('');
  const ring = (cx: number, cy: number, rx: number, ry: number, stone: string | null) => `<ellipse cx="${cx}" cy="${cy + 22}" rx="${rx * 1.05}" ry="${ry * 0.9}" fill="#3c2f22" opacity="0.3" filter="url(#blur6)"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#gold)" stroke-width="${f(rx * 0.2)}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#fff8dc" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="${f(rx * 0.8)} ${f(rx * 5)}"/>
${stone ? `<circle cx="${cx}" cy="${cy - ry - rx * 0.05}" r="${f(rx * 0.22)}" fill="${stone}"/><circle cx="${cx - rx * 0.07}" cy="${cy - ry - rx * 0.1}" r="${f(rx * 0.07)}" fill="#fff" opacity="0.8"/>` : ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
${defs(`
  <linearGradient id="linen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8e1d4"/><stop offset="1" stop-color="#c9bfae"/></linearGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6dc8c"/><stop offset="0.45" stop-color="#c99a2e"/><stop offset="0.7" stop-color="#f1d27a"/><stop offset="1" stop-color="#8a6418"/></linearGradient>
  <linearGradient id="silver" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f4f2"/><stop offset="0.5" stop-color="#9c9d9f"/><stop offset="1" stop-color="#e2e2e0"/></linearGradient>
  <linearGradient id="dish" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f2ea"/><stop offset="1" stop-color="#d8cbb8"/></linearGradient>
`)}
<rect width="${W}" height="${H}" fill="url(#linen)"/>
${weave}
<rect width="${W}" height="${H}" filter="url(#plaster)" opacity="0.6"/>
<polygon points="0,0 900,0 420,1067 0,1067" fill="#fffaf0" opacity="0.35" filter="url(#softer)"/>
<ellipse cx="1230" cy="300" rx="250" ry="120" fill="#4a3a2a" opacity="0.25" filter="url(#soft)"/>
<ellipse cx="1220" cy="280" rx="250" ry="120" fill="url(#dish)"/>
<ellipse cx="1220" cy="272" rx="205" ry="92" fill="#efe6d8"/>
${ring(1150, 270, 48, 20, '#2f6f6a')}
${ring(1290, 285, 40, 17, null)}
${links}
<path d="M700,812 l-14,-14 l28,0 Z" fill="url(#silver)"/><ellipse cx="700" cy="846" rx="27" ry="34" fill="#2f6f6a"/><ellipse cx="690" cy="834" rx="8" ry="11" fill="#fff" opacity="0.65"/><rect x="688" y="326" width="24" height="12" rx="5" fill="url(#silver)"/>
${ring(260, 880, 70, 28, '#8c2f39')}
${ring(1150, 820, 62, 25, null)}
<rect x="1280" y="640" width="230" height="190" rx="10" fill="#3c2f22" opacity="0.3" filter="url(#soft)"/><rect x="1260" y="610" width="230" height="190" rx="10" fill="#c9a97c"/><rect x="1260" y="610" width="230" height="44" rx="10" fill="#b08d60"/><path d="M1375,610 L1375,800" stroke="#8c2f39" stroke-width="10"/>
<path d="M430,940 q30,-70 60,0" fill="none" stroke="url(#gold)" stroke-width="8"/>
<circle cx="460" cy="975" r="19" fill="#8c2f39"/>
<path d="M540,948 q30,-70 60,0" fill="none" stroke="url(#gold)" stroke-width="8"/>
<circle cx="570" cy="983" r="19" fill="#8c2f39"/>
${finish}
</svg>`;
}

function maroquiniers(): string {
  const r = rng(37);
  const grain = Array.from({ length: 90 }, (_, i) => `<path d="M0,${i * 12 + r() * 8} C400,${i * 12 + r() * 30} 1200,${i * 12 - r() * 30} ${W},${i * 12 + r() * 8}" stroke="#3a2212" stroke-opacity="${f(0.06 + r() * 0.08)}" stroke-width="${f(1 + r() * 2)}" fill="none"/>`).join('');
  const stitches = (x1: number, y1: number, x2: number, y2: number, n: number) =>
    Array.from({ length: n }, (_, i) => {
      const t = i / n;
      const x = x1 + (x2 - x1) * t;
      const y = y1 + (y2 - y1) * t;
      const dx = ((x2 - x1) / n) * 0.55;
      const dy = ((y2 - y1) / n) * 0.55;
      return `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + dx)}" y2="${f(y + dy)}" stroke="#f2e3c6" stroke-width="5" stroke-linecap="round"/>`;
    }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
${defs(`
  <linearGradient id="bench" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a87650"/><stop offset="1" stop-color="#6a4228"/></linearGradient>
  <linearGradient id="tan" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c98a4b"/><stop offset="0.6" stop-color="#a2622c"/><stop offset="1" stop-color="#7a4419"/></linearGradient>
  <linearGradient id="dark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5a3420"/><stop offset="1" stop-color="#2e190e"/></linearGradient>
  <linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9eaeb"/><stop offset="0.5" stop-color="#8e9195"/><stop offset="1" stop-color="#d5d7d9"/></linearGradient>
  <linearGradient id="handle" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d6b38a"/><stop offset="1" stop-color="#a57b50"/></linearGradient>
`)}
<rect width="${W}" height="${H}" fill="url(#bench)"/>
${grain}
<polygon points="700,0 1600,0 1600,700" fill="#fff1dc" opacity="0.3" filter="url(#softer)"/>
<path d="M240,820 L250,420 Q260,330 360,320 L900,300 Q1000,300 1010,400 L1030,800 Q1030,860 960,870 L320,880 Q240,880 240,820 Z" fill="#2b180c" opacity="0.35" filter="url(#soft)" transform="translate(20,30)"/>
<path d="M240,820 L250,420 Q260,330 360,320 L900,300 Q1000,300 1010,400 L1030,800 Q1030,860 960,870 L320,880 Q240,880 240,820 Z" fill="url(#tan)"/>
<path d="M250,430 Q630,520 1010,410 L1008,360 Q1000,300 900,300 L360,320 Q260,330 252,420 Z" fill="url(#dark)" opacity="0.55"/>
${stitches(262, 440, 1000, 425, 46)}
${stitches(262, 805, 1010, 790, 46)}
<path d="M430,320 C430,140 830,130 840,305" fill="none" stroke="url(#dark)" stroke-width="38" stroke-linecap="round"/>
<path d="M430,320 C430,140 830,130 840,305" fill="none" stroke="#f2e3c6" stroke-width="3" stroke-dasharray="12 14"/>
<rect x="590" y="470" width="90" height="60" rx="10" fill="url(#steel)"/>
<rect x="610" y="488" width="50" height="24" rx="6" fill="#6d4a2e"/>
<g transform="rotate(-18 1300 640)">
<rect x="1140" y="620" width="190" height="46" rx="18" fill="url(#handle)"/>
<rect x="1328" y="634" width="210" height="18" rx="3" fill="url(#steel)"/>
<path d="M1538,634 L1580,643 L1538,652 Z" fill="#9a9da0"/>
</g>
<g transform="rotate(12 1320 880)">
<path d="M1200,900 A120,120 0 0 1 1440,900 L1320,900 Z" fill="url(#steel)"/>
<rect x="1300" y="900" width="40" height="120" rx="12" fill="url(#handle)"/>
</g>
<circle cx="1240" cy="330" r="70" fill="#e8d7b8"/><circle cx="1240" cy="330" r="70" fill="none" stroke="#cdb893" stroke-width="10" stroke-dasharray="3 7"/><circle cx="1240" cy="330" r="20" fill="#8b6a45"/>
<path d="M1240,400 C1180,520 1100,560 1060,640" fill="none" stroke="#e8d7b8" stroke-width="4"/>
${finish}
</svg>`;
}

function salon(): string {
  const r = rng(51);
  const flags = (y0: number, colors: string[], phase: number) => {
    const out: string[] = [];
    for (let i = 0; i < 15; i++) {
      const x = i * 115 - 20;
      const y = y0 + Math.sin(i * 0.9 + phase) * 18 + (i - 7) ** 2 * 0.9;
      out.push(`<path d="M${f(x)},${f(y)} L${f(x + 90)},${f(y + 4)} L${f(x + 45)},${f(y + 82)} Z" fill="${colors[i % colors.length]}"/>`);
    }
    return `<path d="M-20,${y0} Q800,${y0 + 90} 1640,${y0}" stroke="#3b2a1c" stroke-width="3" fill="none"/>${out.join('')}`;
  };
  const lights = Array.from({ length: 28 }, (_, i) => {
    const x = 30 + i * 57;
    const y = 250 + Math.sin(i * 0.55) * 26 + r() * 6;
    return `<circle cx="${f(x)}" cy="${f(y)}" r="26" fill="#ffd58a" opacity="0.45" filter="url(#blur6)"/><circle cx="${f(x)}" cy="${f(y)}" r="7" fill="#fff2c9"/>`;
  }).join('');
  const goods = [
    [300, '#9c4221', 70, 120], [420, '#f0e6d4', 55, 90], [520, '#4f6f5f', 60, 150], [640, '#283a52', 45, 110],
    [950, '#b5603a', 80, 70], [1080, '#efe6d8', 70, 60], [1200, '#8c2f39', 65, 95], [1320, '#c99a2e', 40, 130],
  ] as const;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
${defs(`
  <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d2440"/><stop offset="0.55" stop-color="#7a4b5c"/><stop offset="1" stop-color="#d08a5c"/></linearGradient>
  <linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3e9d8"/><stop offset="1" stop-color="#cdbb9f"/></linearGradient>
  <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8c5a38"/><stop offset="1" stop-color="#4b2d1a"/></linearGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient>
`)}
<rect width="${W}" height="${H}" fill="url(#dusk)"/>
<rect x="0" y="420" width="${W}" height="260" fill="#3a2a33" opacity="0.55"/>
<rect x="80" y="470" width="180" height="210" fill="#5b3f45" opacity="0.6"/><rect x="1340" y="450" width="210" height="230" fill="#5b3f45" opacity="0.6"/>
${lights}
${Array.from({ length: 17 }, (_, i) => `<rect x="${i * 100}" y="0" width="50" height="96" fill="#f4ecdf"/><rect x="${i * 100 + 50}" y="0" width="50" height="96" fill="#8c2f39"/><circle cx="${i * 100 + 25}" cy="96" r="25" fill="#f4ecdf"/><circle cx="${i * 100 + 75}" cy="96" r="25" fill="#8c2f39"/>`).join('')}
<rect x="0" y="0" width="${W}" height="130" fill="#000" opacity="0.12"/>
${flags(165, ['#8c2f39', '#e9c46a', '#2f6f6a', '#f4ecdf'], 0.3)}
<rect x="180" y="640" width="1240" height="40" fill="url(#table)"/>
<path d="M180,680 L1420,680 L1440,1067 L160,1067 Z" fill="url(#cloth)"/>
<path d="M180,680 L1420,680 L1440,1067 L160,1067 Z" fill="url(#plaster)" opacity="0.5"/>
<path d="M176,740 L1424,740 L1426,770 L174,770 Z" fill="#8c2f39"/>
${Array.from({ length: 31 }, (_, i) => `<path d="M${190 + i * 40},748 l10,7 l-10,7 l-10,-7 Z" fill="#e9c46a"/>`).join('')}
<path d="M176,1000 L1436,1000 L1440,1067 L160,1067 Z" fill="#1d1008" opacity="0.18"/>
<g transform="rotate(-4 600 860)"><line x1="600" y1="770" x2="600" y2="812" stroke="#6b4a2e" stroke-width="3"/><rect x="520" y="810" width="160" height="100" rx="8" fill="#c9a97c"/><rect x="532" y="822" width="136" height="76" rx="5" fill="none" stroke="#8c6a44" stroke-width="3" stroke-dasharray="8 6"/><circle cx="600" cy="860" r="14" fill="#8c2f39"/></g>
${goods.map(([x, c, rx, h]) => `<ellipse cx="${x}" cy="646" rx="${rx * 1.2}" ry="12" fill="#1d1008" opacity="0.35" filter="url(#blur6)"/><path d="M${x - rx * 0.6},640 Q${x - rx * 1.1},${640 - h * 0.55} ${x - rx * 0.5},${640 - h} L${x + rx * 0.5},${640 - h} Q${x + rx * 1.1},${640 - h * 0.55} ${x + rx * 0.6},640 Z" fill="${c}"/><path d="M${x - rx * 0.6},640 Q${x - rx * 1.1},${640 - h * 0.55} ${x - rx * 0.5},${640 - h} L${x + rx * 0.5},${640 - h} Q${x + rx * 1.1},${640 - h * 0.55} ${x + rx * 0.6},640 Z" fill="url(#sheen)" opacity="0.5"/>`).join('\n')}
<rect x="740" y="520" width="150" height="120" rx="6" fill="#f4ecdf"/><rect x="740" y="520" width="150" height="26" rx="6" fill="#8c2f39"/>
<line x1="760" y1="570" x2="870" y2="570" stroke="#5b4636" stroke-width="5"/><line x1="760" y1="595" x2="850" y2="595" stroke="#5b4636" stroke-width="5"/><line x1="760" y1="620" x2="860" y2="620" stroke="#5b4636" stroke-width="5"/>
${finish}
</svg>`;
}

mkdirSync(join(OUT, 'src'), { recursive: true });
const artworks: Record<string, () => string> = { ceramistes, bijoutiers, maroquiniers, 'salon-createurs': salon };
for (const [slug, draw] of Object.entries(artworks)) {
  const svg = draw();
  writeFileSync(join(OUT, 'src', `${slug}.svg`), svg);
  await sharp(Buffer.from(svg), { density: 72 }).resize(W, H).jpeg({ quality: 86, mozjpeg: true }).toFile(join(OUT, `${slug}.jpg`));
  console.log(`landing-themes/photos/${slug}.jpg`);
}
