/**
 * Builds one workspace package (run from its folder): esbuild bundles each entry to `dist/` as ESM
 * with dependencies left external, and with `--dts` tsc writes the type declarations beside it.
 * esbuild rather than tsup: tsup pulls in rollup, whose per-platform optional packages the registry
 * reachable here does not serve, which leaves a lock file that `npm ci` refuses.
 *
 * Usage: node ../../scripts/build-package.mjs src/index.ts [src/main.ts] [--dts]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const args = process.argv.slice(2);
const withTypes = args.includes('--dts');
const entryPoints = args.filter((a) => !a.startsWith('--'));
if (entryPoints.length === 0) {
  console.error('build-package: name at least one entry file, e.g. src/index.ts');
  process.exit(2);
}

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

if (withTypes) {
  // A throwaway config so the package's own tsconfig (noEmit, tests included) stays as it is.
  const config = 'tsconfig.dts.json';
  writeFileSync(
    config,
    JSON.stringify({
      extends: existsSync('tsconfig.json') ? './tsconfig.json' : undefined,
      compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: 'dist' },
      include: ['src'],
      exclude: ['src/**/*.test.ts', 'src/**/*.testUtil.ts'],
    }),
  );
  const tsc = spawnSync(process.execPath, [new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname, '-p', config], {
    stdio: 'inherit',
  });
  rmSync(config, { force: true });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
}
