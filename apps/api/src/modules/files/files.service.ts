import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromFile } from 'file-type';
import {
  ALLOWED_FILE_TYPES,
  fileUrl,
  IMAGE_FILE_TYPES,
  type AllowedFileType,
  type StoredFile,
} from '@homekeep/contracts/files';
import type { Database, Executor } from '../../db/database';
import { filesErrors } from './files.errors';
import type { FileStorage } from './file-storage';
import * as repository from './files.repository';

export interface FilesDeps {
  db: Database;
  storage: FileStorage;
}

/** One file part of a multipart request, as the routes hand it over. */
export interface IncomingFile {
  filename: string;
  content: Readable & { truncated?: boolean };
}

const EXTENSIONS: Record<AllowedFileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const isAllowed = (mime: string | undefined): mime is AllowedFileType =>
  (ALLOWED_FILE_TYPES as readonly string[]).includes(mime ?? '');

/**
 * A name fit to show and to offer as a download name: no folders, no control or quote
 * characters, at most 150 characters, and the extension of what the content really is.
 */
export function displayName(clientName: string, mimeType: AllowedFileType): string {
  const base = path.posix.basename(clientName.replaceAll('\\', '/'));
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}\p{Cf}"<>|*?:/\\]/gu, '')
    .trim()
    .slice(0, 150);
  return `${stem || 'file'}.${EXTENSIONS[mimeType]}`;
}

export const toStoredFile = (row: repository.FileRow): StoredFile => ({
  id: row.id,
  url: fileUrl(row.id),
  name: row.name,
  size: row.size,
  mimeType: row.mimeType,
});

type Saved = { key: string; size: number; name: string; mimeType: AllowedFileType };

/**
 * Stores uploaded files for `userId`: each is written to storage, then judged by its content.
 * Either every file is kept, or (on any refusal) none is.
 */
export async function storeUploads(
  deps: FilesDeps,
  userId: string,
  incoming: AsyncIterable<IncomingFile>,
  field: string,
): Promise<StoredFile[]> {
  const written: { key: string }[] = [];
  try {
    const saved: Saved[] = [];
    for await (const part of incoming) {
      const stored = await deps.storage.save(part.content);
      written.push(stored);
      if (part.content.truncated) throw filesErrors.tooLarge(part.filename);
      // An empty file input still sends a part: no name and no bytes.
      if (stored.size === 0 && part.filename === '') {
        await deps.storage.remove(stored.key);
        continue;
      }
      const detected = await fileTypeFromFile(deps.storage.pathOf(stored.key));
      if (!isAllowed(detected?.mime)) throw filesErrors.unsupportedType(part.filename);
      const mimeType = detected!.mime as AllowedFileType;
      saved.push({ ...stored, mimeType, name: displayName(part.filename, mimeType) });
    }
    if (saved.length === 0) throw filesErrors.noFile(field);
    const rows = await repository.insertFiles(
      deps.db,
      saved.map((file) => ({
        id: file.key,
        ownerUserId: userId,
        name: file.name,
        size: file.size,
        mimeType: file.mimeType,
        storageKey: file.key,
      })),
    );
    return rows.map(toStoredFile);
  } catch (error) {
    await Promise.all(written.map((file) => deps.storage.remove(file.key)));
    throw error;
  }
}

export interface FileContent {
  content: Readable;
  mimeType: AllowedFileType;
  name: string;
  size: number;
  inline: boolean;
}

export async function openFile(deps: FilesDeps, id: string): Promise<FileContent> {
  const row = await repository.findFile(deps.db, id);
  const content = row ? await deps.storage.open(row.storageKey) : null;
  if (!row || !content) throw filesErrors.notFound();
  return {
    content,
    mimeType: row.mimeType,
    name: row.name,
    size: row.size,
    inline: (IMAGE_FILE_TYPES as readonly string[]).includes(row.mimeType),
  };
}

/**
 * For other areas that attach files (property photos, request photos, avatars): every id must
 * be a file `userId` uploaded, else a 400 naming `field`.
 */
export async function assertOwnFiles(db: Executor, userId: string, ids: string[], field: string) {
  const unique = [...new Set(ids)];
  const owned = await repository.findOwnedFileIds(db, userId, unique);
  if (owned.length !== unique.length) throw filesErrors.notYours(field);
}
