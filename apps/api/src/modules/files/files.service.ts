import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import {
  ALLOWED_FILE_TYPES,
  fileUrl,
  IMAGE_FILE_TYPES,
  type AllowedFileType,
  type StoredFile,
} from '@homekeep/contracts/files';
import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/audit.service';
import { filesErrors } from './files.errors';
import type { FileLinks } from './file-links';
import type { FileStorage } from './file-storage';
import * as repository from './files.repository';

export interface FilesDeps {
  db: Database;
  storage: FileStorage;
  links: FileLinks;
  clock: Clock;
  /** Bytes one user may keep uploaded at once. */
  quotaBytes: number;
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

export const toStoredFile = (row: repository.FileRow, links: FileLinks): StoredFile => ({
  id: row.id,
  url: links.urlOf(row.id),
  name: row.name,
  size: row.size,
  mimeType: row.mimeType,
});

type Saved = { key: string; size: number; name: string; mimeType: AllowedFileType };

/** What content sniffing reads: the first bytes of a file. */
const SNIFFED_BYTES = 4100;

/** Passes a stream on unchanged and keeps its first bytes. */
function keepingHead() {
  const head: Buffer[] = [];
  let kept = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (kept < SNIFFED_BYTES) {
        head.push(chunk.subarray(0, SNIFFED_BYTES - kept));
        kept += Math.min(chunk.length, SNIFFED_BYTES - kept);
      }
      done(null, chunk);
    },
  });
  return { tap, head: () => Buffer.concat(head) };
}

/**
 * Writes one upload under a new key; answers its size and first bytes. A body that breaks off or
 * is malformed is the client's fault, a 400.
 */
async function saveUpload(storage: FileStorage, content: IncomingFile['content']) {
  const key = randomUUID();
  const { tap, head } = keepingHead();
  // Linked both ways: a part that errors or just stops (a body cut off) ends the write too.
  const piped = pipeline(content, tap, () => undefined);
  try {
    const size = await storage.write(key, piped);
    return { key, size, head: head() };
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    if (content.errored || content.readableAborted) throw filesErrors.unreadable();
    throw error;
  }
}

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
      const { head, ...stored } = await saveUpload(deps.storage, part.content);
      written.push(stored);
      if (part.content.truncated) throw filesErrors.tooLarge(part.filename);
      // An empty file input still sends a part: no name and no bytes.
      if (stored.size === 0 && part.filename === '') {
        await deps.storage.remove(stored.key);
        continue;
      }
      // Loaded with the first upload, not with the server.
      const { fileTypeFromBuffer } = await import('file-type');
      const detected = await fileTypeFromBuffer(head);
      if (!isAllowed(detected?.mime)) throw filesErrors.unsupportedType(part.filename);
      const mimeType = detected!.mime as AllowedFileType;
      saved.push({ ...stored, mimeType, name: displayName(part.filename, mimeType) });
    }
    if (saved.length === 0) throw filesErrors.noFile(field);
    const adding = saved.reduce((sum, file) => sum + file.size, 0);
    const rows = await deps.db.transaction(async (tx) => {
      const kept = await repository.lockUploaderAndSumSizes(tx, userId);
      if (kept + adding > deps.quotaBytes) throw filesErrors.quotaExceeded(deps.quotaBytes);
      return repository.insertFiles(
        tx,
        saved.map((file) => ({
          id: file.key,
          ownerUserId: userId,
          name: file.name,
          size: file.size,
          mimeType: file.mimeType,
          storageKey: file.key,
          createdAt: deps.clock.now(),
        })),
      );
    });
    return rows.map((row) => toStoredFile(row, deps.links));
  } catch (error) {
    await Promise.all(written.map((file) => deps.storage.remove(file.key)));
    throw error;
  }
}

/** A catalogue picture may change; browsers and proxies ask again after this long. */
const PUBLISHED_IMAGE_MAX_AGE_SECONDS = 3600;

export interface FileContent {
  content: Readable;
  mimeType: AllowedFileType;
  name: string;
  size: number;
  inline: boolean;
}

/** How an address to a file's bytes is signed; none: the unsigned path of a catalogue image. */
interface FileSignature {
  expires?: number | undefined;
  signature?: string | undefined;
}

/**
 * A file's bytes, by a signed address that has not expired; the unsigned path serves only an
 * image the catalogue shows to everyone (a service's or a banner's picture). Anything else
 * answers 404, as a file that does not exist.
 */
export async function openFile(
  deps: FilesDeps,
  id: string,
  { expires, signature }: FileSignature,
): Promise<FileContent & { maxAgeSeconds: number; shared: boolean }> {
  const signed = expires !== undefined && signature !== undefined;
  if (signed && !deps.links.isValid(id, expires, signature)) throw filesErrors.notFound();
  if (!signed && !(await repository.isPublishedImage(deps.db, fileUrl(id)))) {
    throw filesErrors.notFound();
  }
  const row = await repository.findFile(deps.db, id);
  const content = row ? await deps.storage.open(row.storageKey) : null;
  if (!row || !content) throw filesErrors.notFound();
  return {
    maxAgeSeconds: signed ? deps.links.secondsLeft(expires) : PUBLISHED_IMAGE_MAX_AGE_SECONDS,
    shared: !signed,
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

/**
 * Deletes one of the user's files. A file still attached to a record (a property's or a
 * request's photo, the profile picture) is refused with 409: it is removed there first, so that
 * no record silently loses a picture.
 */
export async function deleteOwnFile(deps: FilesDeps, userId: string, id: string) {
  const deleted = await repository.deleteUnattachedFile(deps.db, id, userId);
  if (!deleted) {
    const file = await repository.findOwnFile(deps.db, id, userId);
    if (!file) throw filesErrors.notFound();
    throw filesErrors.stillAttached();
  }
  await recordAudit(deps.db, {
    action: 'files.deleted',
    at: deps.clock.now(),
    actorId: userId,
    targetType: 'file',
    targetId: id,
  });
  await deps.storage.remove(deleted.storageKey);
}

/** How long an upload may wait to be attached to something before it is removed. */
export const UNATTACHED_UPLOAD_TTL_SECONDS = 24 * 3600;
const SWEEP_BATCH = 500;

/**
 * Removes uploads that were never attached to anything within a day of the product's clock
 * (and their bytes). Meant to run as a recurring job; answers how many it removed.
 */
export async function removeUnattachedUploads(deps: Pick<FilesDeps, 'db' | 'storage' | 'clock'>) {
  const cutoff = new Date(deps.clock.now().getTime() - UNATTACHED_UPLOAD_TTL_SECONDS * 1000);
  let removed = 0;
  for (;;) {
    const batch = await repository.deleteUnattachedFilesBefore(deps.db, cutoff, SWEEP_BATCH);
    for (const { storageKey } of batch) await deps.storage.remove(storageKey);
    removed += batch.length;
    if (batch.length < SWEEP_BATCH) return removed;
  }
}
