import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root, where locales/, dist/ and server/db/migrations live. Two folders up both from
 * this source file (server/lib) and from the compiled server (build/server/*.js) that bundles it.
 */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
