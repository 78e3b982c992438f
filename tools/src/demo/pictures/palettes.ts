import type { Palette } from './shapes';

/** Skies and seasons, so the fifteen pictures do not all look like the same afternoon. */
export const palettes = {
  day: { skyTop: '#6fbbed', skyBottom: '#d9f1fc', sun: '#ffd45c', hills: '#8cc084', grass: '#7bbf5a', grassDark: '#4f8f3a' },
  morning: { skyTop: '#93c9f2', skyBottom: '#fde7c6', sun: '#ffc66b', hills: '#9ac79a', grass: '#86c061', grassDark: '#5b9a44' },
  sunset: { skyTop: '#f28f6b', skyBottom: '#fde2b8', sun: '#ff6f59', hills: '#b5838d', grass: '#6a994e', grassDark: '#386641' },
  dusk: { skyTop: '#7d8fe0', skyBottom: '#f4cfe3', sun: '#fff1b8', hills: '#7f8fc9', grass: '#6fa27b', grassDark: '#3f6f52' },
  autumn: { skyTop: '#8fc5ec', skyBottom: '#f6efe0', sun: '#ffd166', hills: '#d08c60', grass: '#95a94f', grassDark: '#6b7f34' },
  winter: { skyTop: '#a9cde9', skyBottom: '#eef6fb', sun: '#fff6d5', hills: '#c9dbe8', grass: '#f4f8fb', grassDark: '#cfdde8' },
  summer: { skyTop: '#4ea8de', skyBottom: '#caf0f8', sun: '#ffe066', hills: '#72b36a', grass: '#6ab04c', grassDark: '#3e7a2c' },
} satisfies Record<string, Palette>;
