import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pictureUrl, properties } from '../portfolio';
import { demoPictures } from './index';
import { picturesDirectory } from './write';

describe('demo pictures', () => {
  const pictures = demoPictures();

  it('draws one distinct picture per property, with no text, fonts or external references', () => {
    expect(pictures).toHaveLength(properties.length);
    expect(new Set(pictures.map((p) => p.svg)).size).toBe(pictures.length);
    for (const { svg } of pictures) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 300"/);
      expect(svg).not.toMatch(/<text|font|href|<image|<script|NaN|undefined/);
    }
  });

  it('is committed under web/public/demo as drawn (run pictures/write.ts after a change)', () => {
    for (const { file, svg } of pictures) expect(readFileSync(picturesDirectory + file, 'utf8'), file).toBe(svg);
    expect(readdirSync(picturesDirectory).sort()).toEqual(pictures.map((p) => p.file).sort());
  });

  it('gives every property a picture_url served by the app from those files', () => {
    for (const property of properties) {
      const url = pictureUrl(property);
      expect(url).toMatch(/^\/demo\/[a-z0-9-]+\.svg$/);
      expect(existsSync(picturesDirectory + url.slice('/demo/'.length))).toBe(true);
    }
  });
});
