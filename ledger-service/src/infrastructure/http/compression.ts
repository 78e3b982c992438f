import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import koaCompress from 'koa-compress';
import type { Middleware } from 'koa';

/** Answers smaller than this go out as they are: compressing them saves nothing worth the work. */
export const compressionThresholdBytes = 1024;

const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const gzipOptions = { level: 6 };

/**
 * Brotli (or gzip for a client without it) for every compressible answer of at least 1 kB: the
 * web app's scripts, styles and index.html, and the API's JSON. Compressed on the fly rather than
 * at build time, so one middleware covers the JSON answers and the files alike, and `Vary:
 * Accept-Encoding` is always set. Brotli quality 5 keeps the work per answer small (a few ms for
 * the largest script) while coming within a few per cent of the best ratio; the hashed assets are
 * cached by the browser for a year, so they are compressed about once per visitor. This server
 * streams nothing (no SSE), so nothing needs to be kept out. Kept report answers bring bytes
 * compressed once with the same settings (`SerialisedJson` in api-router.ts, with `compress` below),
 * which the middleware sends as they are.
 */
export const compression = (): Middleware =>
  koaCompress({
    threshold: compressionThresholdBytes,
    br: brotliOptions,
    gzip: gzipOptions,
    deflate: false,
    // Node 20 has no zstd; naming it false keeps the answer the same on newer Node versions.
    zstd: false,
  });

/** The encodings kept answers are kept in (api-router.ts `SerialisedJson`), with the middleware's settings. */
export const keptEncodings = ['br', 'gzip'] as const;
export type KeptEncoding = (typeof keptEncodings)[number];
export const compress: Record<KeptEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => promisify(brotliCompress)(bytes, brotliOptions),
  gzip: (bytes) => promisify(gzip)(bytes, gzipOptions),
};
