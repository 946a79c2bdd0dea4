/**
 * Simple, appetising SVG illustrations of dishes, drawn from a small description (the vessel or
 * shape, the food's colour and a few garnish colours). The same description always draws the same
 * picture: the garnish is scattered by a generator seeded from the dish's name. Each picture is a
 * 4:3 image well under 2 KB, so a 70-item menu costs less than one photo.
 */

export type DishKind =
  | 'plate'
  | 'bowl'
  | 'salad'
  | 'noodles'
  | 'pizza'
  | 'cup'
  | 'pot'
  | 'glass'
  | 'bottle'
  | 'cake'
  | 'toast'
  | 'skewers'
  | 'dumplings'
  | 'bao'
  | 'fries';

export type DishArt = {
  kind: DishKind;
  /** The main colour of the food (or drink). */
  food: string;
  /** Garnish colours, most prominent first. */
  accents: readonly string[];
};

const W = 320;
const H = 240;
const CX = 160;
const CY = 116;
const CHINA = '#fdfbf7';
const RIM = '#e9e1d5';
const SHADOW = '<ellipse cx="160" cy="126" rx="100" ry="98" fill="#000" opacity=".09"/>';

type Random = () => number;

/** Mulberry32 seeded from an FNV-1a hash of the text. */
function randomFrom(text: string): Random {
  let seed = 2166136261;
  for (let index = 0; index < text.length; index++) {
    seed = Math.imul(seed ^ text.charCodeAt(index), 16777619);
  }
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r0 = (value: number): number => Math.round(value);

/** An irregular round blob (a mound of food) as a closed path of quadratic curves. */
function blob(
  random: Random,
  cx: number,
  cy: number,
  radius: number,
  fill: string,
  points = 8,
): string {
  const corners = Array.from({ length: points }, (_, index) => {
    const angle = (index / points) * Math.PI * 2;
    const reach = radius * (0.82 + random() * 0.3);
    return [cx + Math.cos(angle) * reach, cy + Math.sin(angle) * reach] as const;
  });
  const mid = (a: readonly [number, number], b: readonly [number, number]): string =>
    `${r0((a[0] + b[0]) / 2)} ${r0((a[1] + b[1]) / 2)}`;
  const first = corners[0];
  const last = corners[points - 1];
  if (!first || !last) return '';
  let d = `M${mid(last, first)}`;
  corners.forEach((corner, index) => {
    const next = corners[(index + 1) % points] ?? first;
    d += `Q${r0(corner[0])} ${r0(corner[1])} ${mid(corner, next)}`;
  });
  return `<path d="${d}Z" fill="${fill}"/>`;
}

/** Garnish dots scattered within a circle. */
function dots(
  random: Random,
  cx: number,
  cy: number,
  spread: number,
  colours: readonly string[],
  count: number,
): string {
  let out = '';
  for (let index = 0; index < count; index++) {
    const angle = random() * Math.PI * 2;
    const reach = Math.sqrt(random()) * spread;
    const colour = colours[index % colours.length] ?? '#fff';
    out += `<circle cx="${r0(cx + Math.cos(angle) * reach)}" cy="${r0(cy + Math.sin(angle) * reach)}" r="${r0(3 + random() * 4)}" fill="${colour}"/>`;
  }
  return out;
}

/** Small leaves (herbs) scattered within a circle. */
function leaves(
  random: Random,
  cx: number,
  cy: number,
  spread: number,
  colour: string,
  count: number,
  size = 8,
): string {
  let out = '';
  for (let index = 0; index < count; index++) {
    const angle = random() * Math.PI * 2;
    const reach = Math.sqrt(random()) * spread;
    const x = r0(cx + Math.cos(angle) * reach);
    const y = r0(cy + Math.sin(angle) * reach);
    out += `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${r0(size / 2)}" fill="${colour}" transform="rotate(${r0(random() * 180)} ${x} ${y})"/>`;
  }
  return out;
}

function plateBase(): string {
  return `${SHADOW}<circle cx="${CX}" cy="${CY}" r="98" fill="${CHINA}"/><circle cx="${CX}" cy="${CY}" r="74" fill="none" stroke="${RIM}" stroke-width="3"/>`;
}

function bowlBase(inner: string): string {
  return `${SHADOW}<circle cx="${CX}" cy="${CY}" r="96" fill="${CHINA}" stroke="${RIM}" stroke-width="3"/><circle cx="${CX}" cy="${CY}" r="80" fill="${inner}"/>`;
}

const [A, B, C] = [0, 1, 2];
const pick = (art: DishArt, index: number, fallback: string): string =>
  art.accents[index] ?? fallback;

const painters: Record<DishKind, (art: DishArt, random: Random) => string> = {
  plate: (art, random) =>
    plateBase() +
    blob(random, CX - 8, CY + 4, 50, art.food) +
    blob(random, CX + 26, CY - 18, 24, pick(art, A, art.food), 6) +
    dots(random, CX, CY, 48, art.accents.slice(1), 7) +
    leaves(random, CX, CY, 44, '#4f8a3c', 3),
  bowl: (art, random) =>
    bowlBase(art.food) +
    blob(random, CX + 18, CY - 14, 26, pick(art, A, '#fff'), 7) +
    dots(random, CX, CY, 60, art.accents.slice(1).length ? art.accents.slice(1) : art.accents, 9) +
    leaves(random, CX - 20, CY + 10, 40, '#4f8a3c', 3),
  salad: (art, random) =>
    bowlBase('#f4efe6') +
    leaves(random, CX, CY, 58, art.food, 8, 17) +
    leaves(random, CX, CY, 52, pick(art, C, '#8cbf4d'), 4, 14) +
    dots(random, CX, CY, 52, art.accents, 8),
  noodles: (art, random) => {
    let strands = '';
    for (let index = 0; index < 5; index++) {
      const y = CY - 36 + index * 16;
      strands += `<path d="M${CX - 60} ${y}q15 -12 30 0t30 0t30 0t30 0" fill="none" stroke="${pick(art, A, '#f1cf74')}" stroke-width="6" stroke-linecap="round"/>`;
    }
    return (
      bowlBase(art.food) +
      strands +
      `<ellipse cx="${CX + 34}" cy="${CY - 30}" rx="20" ry="15" fill="#fff"/><circle cx="${CX + 36}" cy="${CY - 30}" r="9" fill="#f3a923"/>` +
      blob(random, CX - 34, CY + 30, 18, pick(art, B, '#b5533c'), 6) +
      leaves(random, CX, CY + 8, 50, pick(art, C, '#4f8a3c'), 5)
    );
  },
  pizza: (art, random) => {
    let toppings = '';
    for (let index = 0; index < 6; index++)
      toppings += blob(
        random,
        CX + (random() - 0.5) * 110,
        CY + (random() - 0.5) * 110,
        13,
        '#fbefc8',
        6,
      );
    return (
      SHADOW +
      `<circle cx="${CX}" cy="${CY}" r="98" fill="#dc9c4f"/><circle cx="${CX}" cy="${CY}" r="84" fill="${art.food}"/>` +
      toppings +
      dots(random, CX, CY, 72, art.accents, 12) +
      `<path d="M${CX} ${CY - 84}V${CY + 84}M${CX - 84} ${CY}H${CX + 84}" stroke="#c98a3f" stroke-width="2" opacity=".5"/>`
    );
  },
  cup: (art) =>
    `${SHADOW}<circle cx="${CX}" cy="${CY}" r="92" fill="${CHINA}" stroke="${RIM}" stroke-width="2"/>` +
    `<rect x="${CX + 50}" y="${CY - 11}" width="44" height="22" rx="11" fill="#fff" stroke="${RIM}" stroke-width="3"/>` +
    `<circle cx="${CX}" cy="${CY}" r="62" fill="#fff" stroke="${RIM}" stroke-width="3"/><circle cx="${CX}" cy="${CY}" r="52" fill="${art.food}"/>` +
    (art.accents.length
      ? `<path d="M${CX} ${CY + 30}C${CX - 46} ${CY - 2} ${CX - 22} ${CY - 38} ${CX} ${CY - 16}C${CX + 22} ${CY - 38} ${CX + 46} ${CY - 2} ${CX} ${CY + 30}Z" fill="${pick(art, A, '#f3e4cc')}"/>`
      : ''),
  pot: (art) =>
    `<ellipse cx="${CX}" cy="206" rx="96" ry="12" fill="#000" opacity=".09"/>` +
    `<path d="M${CX + 58} 150q50 -10 56 -56" fill="none" stroke="${art.food}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M${CX - 60} 120q-40 0 -36 36t40 30" fill="none" stroke="${art.food}" stroke-width="10"/>` +
    `<ellipse cx="${CX}" cy="148" rx="70" ry="58" fill="${art.food}"/><rect x="${CX - 40}" y="76" width="80" height="16" rx="8" fill="${pick(art, A, '#fff')}"/>` +
    `<circle cx="${CX}" cy="70" r="10" fill="${pick(art, A, '#fff')}"/><path d="M${CX - 50} 150h100" stroke="${pick(art, B, '#fff')}" stroke-width="8" opacity=".6"/>`,
  glass: (art, random) =>
    `<ellipse cx="${CX}" cy="212" rx="70" ry="10" fill="#000" opacity=".09"/>` +
    `<path d="M${CX + 20} 212L${CX + 58} 22" stroke="${pick(art, B, '#e4572e')}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M${CX - 56} 40H${CX + 56}L${CX + 44} 204Q${CX + 43} 212 ${CX + 36} 212H${CX - 36}Q${CX - 43} 212 ${CX - 44} 204Z" fill="#fff" opacity=".55"/>` +
    `<path d="M${CX - 53} 76H${CX + 53}L${CX + 44} 204Q${CX + 43} 212 ${CX + 36} 212H${CX - 36}Q${CX - 43} 212 ${CX - 44} 204Z" fill="${art.food}"/>` +
    `<rect x="${CX - 36}" y="${r0(84 + random() * 10)}" width="30" height="28" rx="6" fill="#fff" opacity=".45" transform="rotate(-12 ${CX - 20} 100)"/>` +
    `<rect x="${CX + 4}" y="${r0(110 + random() * 10)}" width="28" height="26" rx="6" fill="#fff" opacity=".4"/>` +
    `<circle cx="${CX - 50}" cy="44" r="22" fill="${pick(art, A, '#f6d743')}"/><circle cx="${CX - 50}" cy="44" r="16" fill="#fff" opacity=".5"/>`,
  bottle: (art) =>
    `<ellipse cx="${CX}" cy="214" rx="56" ry="9" fill="#000" opacity=".09"/>` +
    `<path d="M${CX - 12} 24h24v40q30 18 30 52v88q0 10 -10 10h-64q-10 0 -10 -10v-88q0 -34 30 -52Z" fill="${art.food}"/>` +
    `<rect x="${CX - 14}" y="16" width="28" height="14" rx="4" fill="${pick(art, B, '#c8c8c8')}"/>` +
    `<rect x="${CX - 42}" y="124" width="84" height="50" rx="6" fill="${pick(art, A, '#fff')}"/>` +
    `<path d="M${CX - 22} 76q-10 20 -10 60" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35" fill="none"/>`,
  cake: (art, random) =>
    `<ellipse cx="${CX}" cy="176" rx="116" ry="40" fill="${CHINA}" stroke="${RIM}" stroke-width="3"/>` +
    `<path d="M${CX - 80} 168L${CX + 70} 186L${CX + 70} 104L${CX - 80} 86Z" fill="${art.food}"/>` +
    `<path d="M${CX - 80} 128L${CX + 70} 146" stroke="${pick(art, B, '#fff3d6')}" stroke-width="9"/>` +
    `<path d="M${CX + 70} 104L${CX + 100} 84L${CX + 100} 164L${CX + 70} 186Z" fill="${pick(art, C, '#b77b45')}"/>` +
    `<path d="M${CX - 80} 86L${CX + 70} 104L${CX + 100} 84L${CX - 46} 70Z" fill="${pick(art, A, '#6b3a1f')}"/>` +
    dots(
      random,
      CX + 6,
      84,
      26,
      art.accents.slice(1).length ? art.accents.slice(1) : ['#c0392b'],
      4,
    ),
  toast: (art, random) => {
    const slice = (x: number, y: number, angle: number): string =>
      `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 44}" y="${y - 40}" width="88" height="80" rx="22" fill="#c98b45"/><rect x="${x - 37}" y="${y - 33}" width="74" height="66" rx="17" fill="#e9bd7c"/></g>`;
    return (
      plateBase() +
      slice(CX - 30, CY + 6, -8) +
      slice(CX + 34, CY - 4, 10) +
      blob(random, CX - 30, CY + 6, 28, art.food, 7) +
      blob(random, CX + 34, CY - 4, 28, pick(art, A, art.food), 7) +
      dots(random, CX, CY, 54, art.accents.slice(1), 8)
    );
  },
  skewers: (art, random) => {
    let sticks = '';
    for (const y of [CY - 26, CY + 26]) {
      sticks += `<path d="M${CX - 96} ${y + 8}L${CX + 96} ${y - 8}" stroke="#caa27a" stroke-width="5" stroke-linecap="round"/>`;
      for (let index = 0; index < 4; index++) {
        const x = CX - 60 + index * 38;
        sticks += blob(
          random,
          x,
          y + 5 - index * 3,
          16,
          index % 2 ? pick(art, A, art.food) : art.food,
          6,
        );
      }
    }
    return plateBase() + sticks + blob(random, CX + 56, CY + 60, 14, pick(art, B, '#f5f0e6'), 6);
  },
  dumplings: (art, random) => {
    let pieces = '';
    const spots = [
      [CX - 36, CY - 24],
      [CX + 34, CY - 28],
      [CX - 38, CY + 34],
      [CX + 32, CY + 30],
    ] as const;
    const edge = pick(art, B, '#d8c7a6');
    for (const [x, y] of spots) {
      pieces += `<path d="M${x - 34} ${y + 10}Q${x} ${y - 46} ${x + 34} ${y + 10}Q${x} ${y + 26} ${x - 34} ${y + 10}Z" fill="${art.food}" stroke="${edge}" stroke-width="2"/><path d="M${x - 16} ${y - 8}l5 9M${x} ${y - 13}v10M${x + 16} ${y - 8}l-5 9" stroke="${edge}" stroke-width="3" stroke-linecap="round"/>`;
    }
    return (
      `${SHADOW}<circle cx="${CX}" cy="${CY}" r="98" fill="#c9a066"/><circle cx="${CX}" cy="${CY}" r="86" fill="#eadcbc"/>` +
      pieces +
      leaves(random, CX, CY + 2, 12, pick(art, A, '#4f8a3c'), 3, 6)
    );
  },
  bao: (art, random) => {
    const bun = (x: number, y: number): string =>
      `<path d="M${x - 46} ${y + 8}Q${x} ${y + 52} ${x + 46} ${y + 8}Z" fill="#f7efdf" stroke="#e6d8bd" stroke-width="2"/>` +
      `<path d="M${x - 52} ${y + 2}Q${x} ${y + 26} ${x + 52} ${y + 2}Q${x} ${y - 10} ${x - 52} ${y + 2}Z" fill="${art.food}"/>` +
      leaves(random, x, y, 30, pick(art, A, '#4f8a3c'), 4, 9) +
      dots(random, x, y + 8, 16, art.accents.slice(1), 2) +
      `<path d="M${x - 48} ${y - 2}Q${x} ${y - 70} ${x + 48} ${y - 2}Z" fill="#fbf6ec" stroke="#e6d8bd" stroke-width="2"/>`;
    return (
      `<rect x="36" y="40" width="248" height="164" rx="18" fill="#000" opacity=".09"/><rect x="32" y="32" width="256" height="164" rx="18" fill="#c9a066"/>` +
      bun(CX - 60, CY + 6) +
      bun(CX + 62, CY + 2)
    );
  },
  fries: (art, random) => {
    let sticks = '';
    for (let index = 0; index < 9; index++) {
      const x = CX - 46 + index * 11;
      const top = r0(40 + random() * 30);
      sticks += `<rect x="${x}" y="${top}" width="10" height="${150 - top}" rx="3" fill="${art.food}" transform="rotate(${r0((random() - 0.5) * 14)} ${x} 150)"/>`;
    }
    return (
      `<ellipse cx="${CX}" cy="212" rx="96" ry="10" fill="#000" opacity=".09"/>` +
      sticks +
      `<path d="M${CX - 62} 110H${CX + 62}L${CX + 46} 212H${CX - 46}Z" fill="${pick(art, A, '#d9442b')}"/>` +
      `<ellipse cx="${CX + 88}" cy="192" rx="32" ry="14" fill="${CHINA}"/><ellipse cx="${CX + 88}" cy="190" rx="24" ry="9" fill="${pick(art, B, '#f4e6b8')}"/>`
    );
  },
};

/** The SVG markup for a dish; `seed` (usually the dish's name) varies the garnish. */
export function renderDish(art: DishArt, backdrop: string, seed: string): string {
  const random = randomFrom(seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${backdrop}"/>` +
    painters[art.kind](art, random) +
    '</svg>'
  );
}
