// The JavaScript the login page loads before any lazy route: the entry chunk and its static imports, read from
// Vite's manifest. `npx tsx scripts/initial-js.ts [dist]` prints it; tests/server/assets.test.ts asserts its budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface InitialJavaScript {
  files: string[];
  bytes: number;
  /** Gzipped at level 9, as the build precompresses them. */
  gzipBytes: number;
}

export function initialJavaScript(dist = 'dist'): InitialJavaScript {
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .forEach(visit);
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dist, file));
    bytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files, bytes, gzipBytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, bytes, gzipBytes } = initialJavaScript(process.argv[2]);
  console.log(`${files.length} files, ${(bytes / 1000).toFixed(1)} kB, ${(gzipBytes / 1000).toFixed(1)} kB gzipped`);
}
