import { palettes } from './palettes';
import {
  backdrop,
  bricks,
  bush,
  circle,
  cloud,
  door,
  ellipse,
  fence,
  gableRoof,
  ground,
  line,
  path,
  pineTree,
  polygon,
  rect,
  roundTree,
  window,
} from './shapes';

/** The land, the storefront and the other holdings. */

export const sunsetAcresParcel = () => [
  backdrop(palettes.sunset, { sunX: 200, sunY: 168, clouds: [cloud(70, 60, 1), cloud(320, 44, 0.8)] }),
  ground(palettes.sunset, 206),
  path('M 150 300 C 180 262, 190 236, 200 210 C 210 236, 228 262, 262 300 Z', '#c9a66b', { opacity: 0.8 }),
  ...[18, 46, 74, 104].flatMap((x, i) => pineTree(x, 238 + (i % 2) * 8, 70 + (i % 3) * 12, i % 2 === 0 ? '#386641' : '#2d5a37')),
  ...[300, 330, 362, 390].flatMap((x, i) => pineTree(x, 236 + (i % 2) * 10, 64 + (i % 3) * 14, i % 2 === 0 ? '#2d5a37' : '#386641')),
  rect(256, 222, 5, 44, '#6b4426'),
  rect(232, 206, 54, 30, '#f8f1e5'),
  rect(236, 210, 46, 4, '#bc6c25'),
  rect(236, 218, 30, 3, '#adb5bd'),
  rect(236, 225, 38, 3, '#adb5bd'),
  ...[
    [120, 262],
    [290, 270],
    [176, 232],
  ].flatMap(([x, y]) => [
    line(x!, y!, x!, y! - 22, '#8d6e63', 3),
    polygon(
      [
        [x!, y! - 22],
        [x! + 12, y! - 18],
        [x!, y! - 14],
      ],
      '#ff7b00',
    ),
  ]),
  ...[60, 340].flatMap((x) => bush(x, 280, 30, '#4f772d')),
];

export const depotStreetStorefront = () => [
  backdrop(palettes.winter, { sunX: 330, clouds: [cloud(90, 50, 1), cloud(230, 36, 0.7)] }),
  rect(0, 226, 400, 74, '#f4f8fb'),
  rect(0, 248, 400, 16, '#b0b7bf'),
  rect(0, 264, 400, 36, '#6c757d'),
  ...[20, 110, 200, 290].map((x) => rect(x, 280, 50, 4, '#f8f9fa')),
  rect(96, 78, 208, 170, '#a4493d'),
  bricks(96, 78, 208, 170, '#ffffff'),
  rect(90, 68, 220, 12, '#5c3d2e'),
  rect(90, 64, 220, 5, '#ffffff'),
  ...[120, 186, 252].map((x) => window(x, 94, 28, 40, { frame: '#f2e8cf' })),
  rect(96, 146, 208, 8, '#5c3d2e'),
  ...Array.from({ length: 8 }, (_, i) =>
    polygon(
      [
        [100 + i * 25, 156],
        [125 + i * 25, 156],
        [128 + i * 25, 178],
        [97 + i * 25, 178],
      ],
      i % 2 === 0 ? '#e63946' : '#f1faee',
    ),
  ),
  window(108, 186, 70, 52, { glass: '#ffe8a3', frame: '#5c3d2e' }),
  window(222, 186, 70, 52, { glass: '#ffe8a3', frame: '#5c3d2e' }),
  ellipse(143, 228, 20, 6, '#d4a373'),
  circle(130, 222, 6, '#bc6c25'),
  circle(146, 220, 7, '#dda15e'),
  circle(256, 224, 8, '#e9c46a'),
  door(186, 190, 28, 58, '#2b2d42', '#5c3d2e'),
  rect(340, 150, 5, 98, '#343a40'),
  circle(342, 146, 9, '#fff3b0'),
  rect(334, 136, 17, 6, '#343a40'),
  rect(90, 62, 220, 4, '#ffffff'),
  ...[0, 360].map((x) => [pineTree(x + 20, 246, 56, '#2d6a4f'), ellipse(x + 20, 190, 16, 5, '#ffffff')]),
];

export const riversideStorageYard = () => [
  backdrop(palettes.day, { sunX: 64, clouds: [cloud(250, 52, 1.1)] }),
  ground(palettes.day, 214),
  rect(0, 228, 400, 72, '#8d9aa6'),
  ...[0, 100, 200, 300].map((x) => rect(x + 30, 270, 40, 3, '#f1f3f5')),
  rect(40, 150, 320, 42, '#cfd6dc'),
  rect(34, 144, 332, 8, '#6c757d'),
  ...Array.from({ length: 8 }, (_, i) => rect(50 + i * 39, 160, 30, 32, '#2a9d8f')),
  rect(20, 186, 360, 52, '#e9ecef'),
  rect(14, 178, 372, 10, '#495057'),
  ...Array.from({ length: 8 }, (_, i) => [
    rect(30 + i * 44, 196, 34, 42, '#f4a261'),
    ...[204, 212, 220, 228].map((y) => line(31 + i * 44, y, 63 + i * 44, y, '#d08040', 1.5)),
    rect(44 + i * 44, 234, 6, 3, '#495057'),
  ]),
  rect(300, 246, 80, 30, '#f8f9fa'),
  rect(300, 246, 80, 8, '#457b9d'),
  window(312, 258, 18, 10, { frame: '#f8f9fa' }),
  circle(318, 278, 7, '#343a40'),
  circle(364, 278, 7, '#343a40'),
  ...Array.from({ length: 9 }, (_, i) => line(8 + i * 30, 300, 8 + i * 30, 256, '#adb5bd', 2)),
  line(8, 258, 248, 258, '#adb5bd', 2),
  roundTree(382, 150, 44, '#52b788'),
  roundTree(22, 152, 40, '#40916c'),
];

export const highway31BillboardSite = () => [
  backdrop(palettes.dusk, { sunX: 340, sunY: 150, clouds: [cloud(70, 46, 0.9)] }),
  ground(palettes.dusk, 210),
  rect(0, 250, 400, 40, '#495057'),
  rect(0, 248, 400, 3, '#f8f9fa'),
  rect(0, 288, 400, 3, '#f8f9fa'),
  ...Array.from({ length: 7 }, (_, i) => rect(10 + i * 60, 268, 34, 4, '#ffd166')),
  rect(150, 140, 8, 108, '#6c757d'),
  rect(242, 140, 8, 108, '#6c757d'),
  line(154, 200, 246, 170, '#6c757d', 3),
  line(154, 170, 246, 200, '#6c757d', 3),
  rect(96, 64, 208, 90, '#343a40'),
  rect(102, 70, 196, 78, '#48cae4'),
  circle(250, 96, 18, '#ffd166'),
  path('M 102 128 Q 150 104 200 126 T 298 122 V 148 H 102 Z', '#0077b6'),
  path('M 102 138 Q 160 120 210 138 T 298 136 V 148 H 102 Z', '#023e8a'),
  rect(118, 84, 70, 8, '#ffffff'),
  rect(118, 98, 46, 6, '#ffffff', { opacity: 0.8 }),
  rect(110, 154, 180, 4, '#6c757d'),
  ...[124, 200, 276].map((x) => line(x, 158, x - 6, 170, '#adb5bd', 2)),
  roundTree(40, 236, 56, '#3f6f52'),
  roundTree(372, 232, 48, '#52796f'),
];

export const blueberryFarmAcreage = () => [
  backdrop(palettes.summer, { sunX: 330, clouds: [cloud(100, 52, 1), cloud(230, 40, 0.8)] }),
  ground(palettes.summer, 196),
  rect(290, 160, 56, 40, '#ae2012'),
  gableRoof(290, 160, 56, 22, '#5f0f40', '#f1faee'),
  rect(308, 178, 18, 22, '#f1faee'),
  circle(262, 170, 10, '#cfd6dc'),
  rect(255, 170, 14, 30, '#cfd6dc'),
  polygon(
    [
      [253, 170],
      [262, 158],
      [271, 170],
    ],
    '#6c757d',
  ),
  ...[208, 226, 248, 274].flatMap((y, row) => {
    const size = 10 + row * 7;
    const step = size * 1.6;
    return Array.from({ length: Math.ceil(400 / step) + 1 }, (_, i) => {
      const x = (row % 2) * (step / 2) + i * step;
      return [
        ellipse(x, y, size, size * 0.62, '#2d6a4f'),
        ellipse(x - size * 0.3, y - size * 0.2, size * 0.5, size * 0.4, '#40916c'),
        ...[
          [-0.4, -0.1],
          [0.2, -0.3],
          [0.4, 0.1],
          [-0.1, 0.2],
        ].map(([dx, dy]) => circle(x + dx! * size, y + dy! * size, Math.max(1.5, size * 0.11), '#3f51b5')),
      ];
    });
  }),
  fence(0, 120, 200, '#f1faee'),
  roundTree(24, 196, 40, '#2d6a4f'),
];
