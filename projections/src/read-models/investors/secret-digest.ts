import { createHash } from 'node:crypto';

/**
 * How a registration secret is found without keeping it: its SHA-256 (hex). Secrets are 144 random
 * bits, so the digest cannot be reversed by guessing (docs/personal-data.md).
 */
export const secretDigest = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');
