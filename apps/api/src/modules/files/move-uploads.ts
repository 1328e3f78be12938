import type { Executor } from '../../db/database';
import type { FileStorage } from './file-storage';
import { storageKeysAfter } from './files.repository';

const PAGE = 500;

interface MoveReport {
  /** Files written to the new store. */
  copied: number;
  /** Files the new store already had (a run that was interrupted, then started again). */
  alreadyThere: number;
  /** Files the database lists whose bytes the old store does not have. */
  missing: string[];
}

/**
 * Copies the bytes of every stored file from one store to another (the disk to a bucket), by
 * the keys the database lists. It can run while the old store still serves, and again after an
 * interruption: what the new store has is skipped. The old store keeps its copies.
 */
export async function copyUploads(
  db: Executor,
  from: FileStorage,
  to: FileStorage,
  onProgress: (report: MoveReport) => void = () => undefined,
): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, alreadyThere: 0, missing: [] };
  let after = '';
  for (;;) {
    const keys = await storageKeysAfter(db, after, PAGE);
    for (const key of keys) {
      if (await to.has(key)) {
        report.alreadyThere += 1;
        continue;
      }
      const content = await from.open(key);
      if (!content) report.missing.push(key);
      else {
        await to.write(key, content);
        report.copied += 1;
      }
    }
    onProgress(report);
    if (keys.length < PAGE) return report;
    after = keys.at(-1)!;
  }
}
