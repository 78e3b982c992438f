/**
 * Building blocks of the demo's property pictures: plain SVG shapes on a 400 x 300 canvas, no text,
 * no fonts, no external assets. Each returns markup; a scene is a list of them.
 */

export const width = 400;
export const height = 300;

const n = (value: number) => String(Math.round(value * 10) / 10);

type Attributes = Record<string, string | number | undefined>;
const attributes = (a: Attributes) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join(' ');

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attributes = {}) =>
  `<rect ${attributes({ x, y, width: w, height: h, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) =>
  `<circle ${attributes({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attributes = {}) =>
  `<ellipse ${attributes({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra: Attributes = {}) =>
  `<polygon ${attributes({ points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...extra })}/>`;
export const path = (d: string, fill: string, extra: Attributes = {}) => `<path ${attributes({ d, fill, ...extra })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, strokeWidth = 2) =>
  `<line ${attributes({ x1, y1, x2, y2, stroke, 'stroke-width': strokeWidth, 'stroke-linecap': 'round' })}/>`;

export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  hills: string;
  grass: string;
  grassDark: string;
}

/** The sky (a vertical gradient), the sun, soft clouds and far hills. */
export const backdrop = (p: Palette, options: { sunX?: number; sunY?: number; clouds?: readonly string[] } = {}) => [
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>`,
  rect(0, 0, width, height, 'url(#sky)'),
  circle(options.sunX ?? 320, options.sunY ?? 62, 26, p.sun, { opacity: 0.9 }),
  ...(options.clouds ?? [cloud(80, 56, 1), cloud(250, 40, 0.8)]),
  path(`M0 200 Q 70 ${160} 150 190 T 300 182 T ${width} 186 V ${height} H 0 Z`, p.hills, { opacity: 0.85 }),
];

export const cloud = (x: number, y: number, s: number) =>
  `<g opacity="0.9" fill="#ffffff">${ellipse(x, y, 26 * s, 12 * s, '#ffffff')}${ellipse(x + 20 * s, y - 8 * s, 20 * s, 13 * s, '#ffffff')}${ellipse(x - 18 * s, y - 4 * s, 16 * s, 10 * s, '#ffffff')}</g>`;

/** Lawn from `top` down, with a lighter band where the house stands. */
export const ground = (p: Palette, top = 222) => [
  rect(0, top, width, height - top, p.grass),
  rect(0, top + 40, width, height - top - 40, p.grassDark, { opacity: 0.35 }),
];

export const roundTree = (x: number, base: number, size: number, leaves: string, trunk = '#7a5230') => [
  rect(x - size * 0.08, base - size * 0.7, size * 0.16, size * 0.7, trunk),
  circle(x, base - size * 0.95, size * 0.48, leaves),
  circle(x - size * 0.25, base - size * 0.75, size * 0.3, leaves),
  circle(x + size * 0.27, base - size * 0.78, size * 0.32, leaves),
  circle(x + size * 0.1, base - size * 1.15, size * 0.22, '#ffffff', { opacity: 0.12 }),
];

export const pineTree = (x: number, base: number, size: number, leaves: string) => [
  rect(x - size * 0.06, base - size * 0.25, size * 0.12, size * 0.25, '#6b4426'),
  polygon(
    [
      [x, base - size * 1.5],
      [x - size * 0.42, base - size * 0.55],
      [x + size * 0.42, base - size * 0.55],
    ],
    leaves,
  ),
  polygon(
    [
      [x, base - size * 1.15],
      [x - size * 0.52, base - size * 0.2],
      [x + size * 0.52, base - size * 0.2],
    ],
    leaves,
  ),
];

export const birchTree = (x: number, base: number, size: number, leaves: string) => [
  rect(x - size * 0.05, base - size * 1.1, size * 0.1, size * 1.1, '#f2efe6'),
  ...[0.3, 0.55, 0.8].map((f) => rect(x - size * 0.05, base - size * f, size * 0.06, size * 0.03, '#3b3b3b')),
  ellipse(x, base - size * 1.2, size * 0.3, size * 0.42, leaves),
];

export const bush = (x: number, base: number, size: number, color: string) => [
  ellipse(x, base - size * 0.35, size * 0.6, size * 0.4, color),
  ellipse(x + size * 0.35, base - size * 0.3, size * 0.35, size * 0.3, color),
];

/** A window with its frame, cross bars and optional shutters. */
export const window = (x: number, y: number, w: number, h: number, options: { frame?: string; glass?: string; shutters?: string } = {}) => {
  const frame = options.frame ?? '#ffffff';
  const parts = [
    rect(x - 2, y - 2, w + 4, h + 4, frame),
    rect(x, y, w, h, options.glass ?? '#9fd3f2'),
    rect(x, y, w * 0.45, h * 0.4, '#ffffff', { opacity: 0.35 }),
    line(x + w / 2, y, x + w / 2, y + h, frame, 2),
    line(x, y + h / 2, x + w, y + h / 2, frame, 2),
  ];
  if (options.shutters) parts.push(rect(x - 9, y - 2, 6, h + 4, options.shutters), rect(x + w + 3, y - 2, 6, h + 4, options.shutters));
  return parts;
};

export const door = (x: number, y: number, w: number, h: number, color: string, frame = '#ffffff') => [
  rect(x - 3, y - 3, w + 6, h + 3, frame),
  rect(x, y, w, h, color),
  rect(x + w * 0.15, y + h * 0.1, w * 0.7, h * 0.3, '#ffffff', { opacity: 0.25 }),
  circle(x + w * 0.8, y + h * 0.55, 2, '#e9c46a'),
];

/** A gable roof over [x, x + w] whose eaves sit at `y`, `rise` high, with a small overhang. */
export const gableRoof = (x: number, y: number, w: number, rise: number, color: string, trim = '#ffffff') => [
  polygon(
    [
      [x - 10, y],
      [x + w / 2, y - rise],
      [x + w + 10, y],
    ],
    color,
  ),
  polygon(
    [
      [x - 10, y],
      [x + w / 2, y - rise],
      [x + w + 10, y],
    ],
    'none',
    { stroke: trim, 'stroke-width': 3, 'stroke-linejoin': 'round' },
  ),
];

/** A hip roof: a trapezoid seen from the front. */
export const hipRoof = (x: number, y: number, w: number, rise: number, color: string, inset = 0.28) => [
  polygon(
    [
      [x - 10, y],
      [x + w * inset, y - rise],
      [x + w * (1 - inset), y - rise],
      [x + w + 10, y],
    ],
    color,
  ),
  line(x - 10, y, x + w + 10, y, '#00000033', 3),
];

export const chimney = (x: number, y: number, h: number, color = '#9c4a3a') => [
  rect(x, y - h, 16, h, color),
  rect(x - 2, y - h - 4, 20, 5, '#5c5c5c'),
];

/** A brick pattern over a wall. */
export const bricks = (x: number, y: number, w: number, h: number, color: string) => {
  const rows: string[] = [];
  for (let row = 0; row * 10 < h; row++) {
    rows.push(line(x, y + row * 10, x + w, y + row * 10, color, 1));
    for (let col = row % 2 === 0 ? 0 : 10; col < w; col += 20)
      rows.push(line(x + col, y + row * 10, x + col, y + Math.min(h, row * 10 + 10), color, 1));
  }
  return [`<g opacity="0.35">${rows.join('')}</g>`];
};

export const fence = (x1: number, x2: number, base: number, color = '#ffffff') => {
  const parts = [rect(x1, base - 16, x2 - x1, 3, color), rect(x1, base - 8, x2 - x1, 3, color)];
  for (let x = x1; x <= x2; x += 12)
    parts.push(
      polygon(
        [
          [x, base],
          [x, base - 20],
          [x + 3, base - 24],
          [x + 6, base - 20],
          [x + 6, base],
        ],
        color,
      ),
    );
  return parts;
};

export const walkway = (x: number, top: number, w: number, color = '#d9cbb0') =>
  polygon(
    [
      [x, top],
      [x + w, top],
      [x + w * 1.9, height],
      [x - w * 0.9, height],
    ],
    color,
  );

/** Markup, or lists of it nested as the scenes build them. */
export type Part = string | readonly Part[];
const flatten = (part: Part): string[] => (typeof part === 'string' ? [part] : part.flatMap(flatten));

/** The whole picture: an SVG document that scales to its box (4:3), with a title for screen readers. */
export const svg = (title: string, parts: readonly Part[]) =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    ...parts.flatMap(flatten),
    '</svg>',
    '',
  ].join('\n');
