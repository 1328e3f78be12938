import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'create-admin': 'src/scripts/create-admin.ts',
    backup: 'src/scripts/backup.ts',
    'prepare-database': 'src/scripts/prepare-database.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  // Shared contracts are TypeScript source: bundle them; every npm package stays external.
  noExternal: [/^@homekeep\//],
});
