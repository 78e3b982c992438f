import { palettes } from './palettes';
import {
  backdrop,
  birchTree,
  bricks,
  bush,
  chimney,
  door,
  ellipse,
  fence,
  gableRoof,
  ground,
  hipRoof,
  line,
  path,
  pineTree,
  polygon,
  rect,
  roundTree,
  walkway,
  window,
} from './shapes';

/** The homes: the rentals and the houses sold on land contract. Each returns the picture's parts. */

export const mapleStreetDuplex = () => [
  backdrop(palettes.autumn, {
    sunX: 70,
    clouds: [
      [300, 50, 1],
      [180, 34, 0.7],
    ],
  }),
  ground(palettes.autumn),
  walkway(166, 235, 22),
  walkway(212, 235, 22),
  chimney(246, 104, 34),
  rect(110, 120, 180, 115, '#b5523b'),
  bricks(110, 120, 180, 115, '#ffffff'),
  gableRoof(110, 120, 180, 58, '#4a4e69'),
  line(200, 122, 200, 235, '#7d3427', 3),
  ...[126, 164, 212, 250].map((x) => window(x, 134, 24, 30, { frame: '#f6efe0' })),
  window(126, 184, 26, 32, { frame: '#f6efe0' }),
  window(248, 184, 26, 32, { frame: '#f6efe0' }),
  door(170, 190, 22, 45, '#2a4d69', '#f6efe0'),
  door(208, 190, 22, 45, '#7b2d26', '#f6efe0'),
  roundTree(56, 246, 74, '#e76f51'),
  roundTree(350, 246, 62, '#f4a261'),
  bush(120, 240, 24, '#6b7f34'),
  bush(268, 240, 24, '#6b7f34'),
];

export const oakwoodBungalow = () => [
  backdrop(palettes.day, {
    sunX: 330,
    clouds: [
      [90, 60, 1.1],
      [220, 44, 0.7],
    ],
  }),
  ground(palettes.day),
  walkway(190, 238, 20),
  rect(100, 158, 200, 80, '#9bb58f'),
  hipRoof(100, 160, 200, 42, '#6d4c41'),
  rect(92, 184, 216, 8, '#f4f1de'),
  ...[100, 150, 246, 296].map((x) => rect(x, 192, 6, 46, '#f4f1de')),
  window(120, 200, 30, 28, { frame: '#f4f1de' }),
  window(250, 200, 30, 28, { frame: '#f4f1de' }),
  door(188, 196, 24, 42, '#c1121f', '#f4f1de'),
  rect(180, 238, 40, 5, '#d6ccc2'),
  roundTree(44, 250, 86, '#3a7d44'),
  roundTree(362, 248, 70, '#2d6a4f'),
  bush(86, 244, 22, '#52796f'),
  bush(314, 244, 22, '#52796f'),
];

export const lakeviewColonial = () => [
  backdrop(palettes.morning, { sunX: 60, sunY: 70, clouds: [[300, 48, 1]] }),
  rect(0, 196, 400, 26, '#5fa8d3'),
  rect(0, 204, 400, 3, '#ffffff', { opacity: 0.4 }),
  ground(palettes.morning, 218),
  walkway(184, 235, 24),
  rect(282, 168, 78, 67, '#eae2d6'),
  gableRoof(282, 168, 78, 26, '#2f3e46'),
  rect(292, 190, 58, 45, '#d6ccc2'),
  ...[200, 210, 220].map((y) => line(292, y, 350, y, '#b8ab99', 1.5)),
  rect(116, 110, 166, 125, '#f8f9fa'),
  gableRoof(116, 110, 166, 46, '#2f3e46'),
  ...[134, 186, 238].map((x) => window(x, 124, 26, 32, { shutters: '#1d3557' })),
  window(134, 182, 26, 34, { shutters: '#1d3557' }),
  window(238, 182, 26, 34, { shutters: '#1d3557' }),
  rect(180, 176, 38, 6, '#1d3557'),
  door(186, 184, 26, 51, '#1d3557'),
  roundTree(60, 250, 70, '#588157'),
  pineTree(380, 252, 70, '#344e41'),
  bush(122, 242, 22, '#3a5a40'),
  bush(268, 242, 20, '#3a5a40'),
];

export const birchLaneRanch = () => [
  backdrop(palettes.day, {
    sunX: 200,
    sunY: 52,
    clouds: [
      [70, 50, 0.9],
      [320, 60, 1],
    ],
  }),
  ground(palettes.day),
  walkway(205, 238, 18),
  rect(70, 176, 260, 62, '#d4a373'),
  hipRoof(70, 178, 260, 38, '#3d405b', 0.15),
  window(92, 194, 52, 26, { frame: '#fefae0' }),
  window(156, 194, 30, 26, { frame: '#fefae0' }),
  window(262, 194, 46, 26, { frame: '#fefae0' }),
  door(210, 194, 24, 44, '#264653', '#fefae0'),
  birchTree(36, 250, 84, '#90be6d'),
  birchTree(362, 252, 76, '#a7c957'),
  birchTree(386, 256, 58, '#90be6d'),
  bush(98, 244, 20, '#606c38'),
  bush(300, 244, 22, '#606c38'),
];

export const harborViewTownhome = () => [
  backdrop(palettes.morning, { sunX: 340, clouds: [[120, 44, 0.9]] }),
  rect(0, 186, 400, 36, '#4d96c9'),
  ...[194, 206].map((y) => rect(0, y, 400, 2, '#ffffff', { opacity: 0.35 })),
  polygon(
    [
      [36, 190],
      [36, 160],
      [58, 188],
    ],
    '#ffffff',
  ),
  rect(28, 190, 36, 6, '#e63946'),
  ground(palettes.morning, 220),
  ...(
    [
      [90, '#e9c46a'],
      [170, '#2a9d8f'],
      [250, '#e76f51'],
    ] as const
  ).flatMap(([x, color]) => [
    rect(x, 116, 80, 120, color),
    gableRoof(x + 4, 116, 72, 34, '#3d405b'),
    window(x + 12, 130, 22, 28),
    window(x + 46, 130, 22, 28),
    window(x + 12, 180, 22, 28),
    door(x + 46, 190, 20, 46, '#264653'),
  ]),
  pineTree(360, 254, 60, '#2d6a4f'),
  bush(60, 246, 26, '#52b788'),
];

export const elmCourtFourplex = () => [
  backdrop(palettes.dusk, { sunX: 320, sunY: 70, clouds: [[90, 52, 0.8]] }),
  ground(palettes.dusk),
  walkway(188, 235, 24),
  rect(104, 106, 192, 129, '#a44a3f'),
  bricks(104, 106, 192, 129, '#ffffff'),
  rect(98, 96, 204, 12, '#3d3d3d'),
  rect(104, 160, 192, 5, '#e0d5c1'),
  ...[118, 156, 218, 256].flatMap((x) => [window(x, 118, 26, 32, { glass: '#ffe8a3' }), window(x, 178, 26, 32, { glass: '#ffe8a3' })]),
  polygon(
    [
      [182, 186],
      [218, 186],
      [224, 196],
      [176, 196],
    ],
    '#3d3d3d',
  ),
  door(188, 197, 24, 38, '#2b2d42', '#e0d5c1'),
  roundTree(50, 250, 90, '#40916c'),
  roundTree(352, 250, 84, '#2d6a4f'),
  bush(112, 242, 22, '#1b4332'),
  bush(286, 242, 22, '#1b4332'),
];

export const cedarPointCottage = () => [
  backdrop(palettes.sunset, { sunX: 90, sunY: 150, clouds: [[270, 50, 0.9]] }),
  rect(0, 192, 400, 28, '#5e7fb8'),
  rect(0, 200, 400, 2, '#ffd6a5', { opacity: 0.6 }),
  rect(0, 216, 400, 84, '#e9d8a6'),
  rect(0, 256, 400, 44, '#d4be86', { opacity: 0.6 }),
  rect(140, 166, 120, 70, '#4f6d7a'),
  gableRoof(140, 166, 120, 66, '#8d5524', '#f2e8cf'),
  rect(132, 198, 64, 38, '#f2e8cf'),
  rect(136, 202, 56, 30, '#9db4c0', { opacity: 0.7 }),
  ...[150, 164, 178].map((x) => line(x, 202, x, 232, '#f2e8cf', 1.5)),
  window(214, 190, 26, 28, { frame: '#f2e8cf' }),
  window(190, 128, 20, 22, { frame: '#f2e8cf' }),
  pineTree(52, 250, 96, '#386641'),
  pineTree(96, 246, 70, '#2d5a37'),
  pineTree(338, 252, 90, '#386641'),
];

export const willowCreekCapeCod = () => [
  backdrop(palettes.dusk, { sunX: 80, sunY: 58, clouds: [[300, 44, 1]] }),
  ground(palettes.dusk),
  path('M 0 268 C 80 250, 150 290, 240 272 S 360 262, 400 276 V 290 C 360 280, 300 284, 240 290 S 80 270, 0 284 Z', '#74b3ce'),
  rect(120, 172, 170, 66, '#f1faee'),
  gableRoof(120, 172, 170, 62, '#457b9d'),
  ...[156, 228].flatMap((x) => [
    rect(x, 130, 28, 26, '#f1faee'),
    polygon(
      [
        [x - 4, 132],
        [x + 14, 116],
        [x + 32, 132],
      ],
      '#1d3557',
    ),
    window(x + 6, 136, 16, 16),
  ]),
  window(136, 190, 26, 30, { shutters: '#1d3557' }),
  window(248, 190, 26, 30, { shutters: '#1d3557' }),
  door(192, 192, 26, 46, '#e63946'),
  ellipse(356, 170, 46, 60, '#83c5be'),
  rect(352, 170, 8, 80, '#6d4c41'),
  ...[330, 344, 368, 382].map((x) => line(x, 150, x - 4, 226, '#52a39b', 3)),
  bush(104, 244, 24, '#2a9d8f'),
];

export const pineHollowFarmhouse = () => [
  backdrop(palettes.autumn, { sunX: 320, clouds: [[80, 44, 0.9]] }),
  ground(palettes.autumn),
  rect(232, 150, 120, 86, '#9b2226'),
  polygon(
    [
      [226, 152],
      [248, 116],
      [292, 100],
      [336, 116],
      [358, 152],
    ],
    '#5c1a1b',
  ),
  rect(272, 184, 40, 52, '#f1e3d3'),
  line(272, 184, 312, 236, '#9b2226', 4),
  line(312, 184, 272, 236, '#9b2226', 4),
  rect(284, 126, 16, 16, '#f1e3d3'),
  rect(80, 126, 120, 110, '#fdfcdc'),
  gableRoof(80, 126, 120, 50, '#3a3a3a'),
  rect(72, 188, 136, 6, '#3a3a3a'),
  ...[76, 120, 164, 202].map((x) => rect(x, 194, 5, 42, '#fdfcdc')),
  window(96, 140, 22, 30),
  window(160, 140, 22, 30),
  window(96, 202, 22, 28),
  door(150, 198, 22, 38, '#386641'),
  fence(0, 70, 262),
  fence(330, 400, 262),
  pineTree(30, 236, 80, '#344e41'),
  pineTree(378, 232, 70, '#3a5a40'),
];

export const riverbendRanch = () => [
  backdrop(palettes.sunset, { sunX: 300, sunY: 140, clouds: [[90, 50, 1]] }),
  ground(palettes.sunset, 214),
  path('M 0 250 C 90 236, 130 270, 220 258 S 340 236, 400 246 V 262 C 340 252, 280 270, 220 276 S 80 256, 0 268 Z', '#5e9fd1'),
  rect(130, 176, 160, 56, '#c08552'),
  bricks(130, 176, 160, 56, '#ffffff'),
  gableRoof(130, 176, 160, 34, '#5e503f'),
  window(146, 192, 34, 24, { frame: '#f3e9dc' }),
  window(240, 192, 34, 24, { frame: '#f3e9dc' }),
  door(196, 190, 24, 42, '#582f0e', '#f3e9dc'),
  ...[0, 60, 340].map((x) => [
    line(x, 294, x + 56, 290, '#7f5539', 4),
    line(x, 284, x + 56, 280, '#7f5539', 4),
    rect(x, 276, 5, 22, '#7f5539'),
  ]),
  roundTree(60, 226, 70, '#606c38'),
  roundTree(350, 228, 64, '#283618'),
];
