import { defineConfig, type Plugin } from 'vite';
import { readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Our own service worker, written by hand (src/sw/sw.js) and completed at build time with the list
 * of files to precache, so the game works offline after the first visit. The cache name is a hash
 * of that list: a new build installs a new cache and drops the old one. The manifest's screenshots
 * (for install prompts) are not precached: the game never shows them.
 */
function serviceWorker(): Plugin {
  return {
    name: 'sudokit-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = ['./', ...Object.keys(bundle).filter((f) => !f.endsWith('.map')), ...readdirSync(here('./public')).filter((f) => !f.startsWith('screenshot-'))].sort();
      const version = createHash('sha256').update(files.join('\n')).update(JSON.stringify(Object.values(bundle).map((b) => ('code' in b ? b.code.length : 0)))).digest('hex').slice(0, 12);
      const source = readFileSync(here('./src/sw/sw.js'), 'utf8')
        .replace('self.__PRECACHE__', JSON.stringify(files))
        .replace('self.__VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

const port = Number(process.env.PORT) || 5173;

export default defineConfig({
  // Relative asset URLs: the built game also works from a sub-path (e.g. a static host).
  base: './',
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: true },
  worker: { format: 'es' },
  plugins: [serviceWorker()],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
});
