import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './client';

/**
 * A backup of an installation on the embedded database: a folder holding the database
 * (`database.tar.gz`, PGlite's own dump of its files), the uploads kept on the disk and the
 * signing key, so that sessions and file addresses keep working after a restore. The process
 * that runs it holds the DATA_DIR lock: the server is stopped meanwhile.
 */
const DATABASE_FILE = 'database.tar.gz';
const MANIFEST_FILE = 'homekeep-backup.json';
const KEPT_FILES = ['jwt-secret'];

interface BackupManifest {
  format: 1;
  createdAt: string;
  uploads: boolean;
}

export async function backupDataDir(dataDir: string, target: string) {
  if (existsSync(target)) throw new Error(`${target} already exists: choose a new folder`);
  await mkdir(target, { recursive: true });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const dump = await database.pglite!.dumpDataDir('gzip');
    await writeFile(path.join(target, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  const uploads = path.join(dataDir, 'uploads');
  const hasUploads = existsSync(uploads);
  if (hasUploads) await cp(uploads, path.join(target, 'uploads'), { recursive: true });
  for (const file of KEPT_FILES) {
    const source = path.join(dataDir, file);
    if (existsSync(source)) await cp(source, path.join(target, file));
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    uploads: hasUploads,
  };
  await writeFile(path.join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Replaces the database, the uploads and the signing key of `dataDir` with the backup's. The
 * current ones are moved aside first (`<name>.before-restore`), and put back if loading fails.
 */
export async function restoreDataDir(source: string, dataDir: string) {
  const manifestFile = path.join(source, MANIFEST_FILE);
  if (!existsSync(manifestFile)) throw new Error(`${source} is not a backup (no ${MANIFEST_FILE})`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  const parts = ['pglite', 'uploads', ...KEPT_FILES];
  const aside = (name: string) => path.join(dataDir, `${name}.before-restore`);
  for (const name of parts) await rm(aside(name), { recursive: true, force: true });
  for (const name of parts) {
    if (existsSync(path.join(dataDir, name))) await rename(path.join(dataDir, name), aside(name));
  }
  try {
    const dump = await readFile(path.join(source, DATABASE_FILE));
    const database = await openDatabase({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([dump]),
    });
    await database.close();
    if (manifest.uploads) {
      await cp(path.join(source, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
    }
    for (const file of KEPT_FILES) {
      if (existsSync(path.join(source, file))) {
        await cp(path.join(source, file), path.join(dataDir, file));
      }
    }
  } catch (error) {
    for (const name of parts) {
      await rm(path.join(dataDir, name), { recursive: true, force: true });
      if (existsSync(aside(name))) await rename(aside(name), path.join(dataDir, name));
    }
    throw error;
  }
  for (const name of parts) await rm(aside(name), { recursive: true, force: true });
  return manifest;
}
