import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, itemEnvelope } from '@homekeep/contracts/common';
import {
  fileContentQuerySchema,
  MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
  storedFileSchema,
} from '@homekeep/contracts/files';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { signedIn } from '../../plugins/auth';
import { byUser, routeLimit } from '../../plugins/rate-limits';
import { filesErrors } from './files.errors';
import {
  deleteOwnFile,
  openFile,
  storeUploads,
  type FilesDeps,
  type IncomingFile,
} from './files.service';

const signedInUser = ['resident', 'vendor', 'admin'] as const;
const uploadErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  413: errorSchema,
  415: errorSchema,
};

/** The file parts of a multipart request; parser failures become readable 4xx errors. */
async function* fileParts(
  request: FastifyRequest,
  field: string,
  maxFiles: number,
): AsyncGenerator<IncomingFile> {
  if (!request.isMultipart()) throw filesErrors.notMultipart(field);
  const parts = request.files({ limits: { fileSize: MAX_FILE_BYTES, files: maxFiles } });
  while (true) {
    let next: IteratorResult<MultipartFile>;
    try {
      next = await parts.next();
    } catch (error) {
      throw uploadError(error, maxFiles);
    }
    if (next.done) return;
    const part = next.value;
    if (part.fieldname !== field) {
      part.file.resume();
      throw filesErrors.wrongField(field, part.fieldname);
    }
    yield { filename: part.filename ?? '', content: part.file };
  }
}

function uploadError(error: unknown, maxFiles: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return filesErrors.tooMany(maxFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return filesErrors.tooLarge('');
  return filesErrors.unreadable();
}

const safeAscii = (name: string) => name.replace(/[^\x20-\x7e]|["\\%]/g, '_');

/** Uploads (multipart, only on these routes) and the public content of a file by its id. */
const tags = ['files'];
const consumes = ['multipart/form-data'];

type Api = Parameters<FastifyPluginAsyncZod>[0];

/** Uploads, one file or several. */
function uploadRoutes(app: Api, deps: FilesDeps, config: Config) {
  // One count per user over both upload routes.
  const rateLimit = routeLimit({
    max: config.limits.uploadsPerUserPerHour,
    windowMs: 3600_000,
    key: byUser,
    groupId: 'uploads',
    message: 'Too many uploads from this account.',
  });
  app.post(
    '/files',
    {
      config: { access: signedInUser, rateLimit },
      schema: {
        tags,
        summary:
          'Upload one file (multipart field `file`): JPEG, PNG, WebP or PDF judged by content, 10 MB at most',
        security: [{ bearerAuth: [] }],
        consumes,
        response: { 201: itemEnvelope(storedFileSchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const [file] = await storeUploads(deps, user.id, fileParts(request, 'file', 1), 'file');
      return reply.status(201).send({ data: file! });
    },
  );

  app.post(
    '/files/multi-files',
    {
      config: { access: signedInUser, rateLimit },
      schema: {
        tags,
        summary: `Upload up to ${MAX_FILES_PER_UPLOAD} files at once (multipart field \`files\`); all are kept or none`,
        security: [{ bearerAuth: [] }],
        consumes,
        response: { 201: z.object({ data: z.array(storedFileSchema) }), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const parts = fileParts(request, 'files', MAX_FILES_PER_UPLOAD);
      return reply.status(201).send({ data: await storeUploads(deps, user.id, parts, 'files') });
    },
  );
}

/** A stored file’s bytes. */
function contentRoute(app: Api, deps: FilesDeps) {
  app.get(
    '/files/:id/content',
    {
      // Public so that it works in <img src>: the address's signature is the key.
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A file's bytes by its signed address (a stored file's `url`), with its type; images inline, PDF as a download. Expired or forged: 404",
        params: idParamsSchema,
        querystring: fileContentQuerySchema,
        response: {
          200: z.unknown().describe('The bytes of the file, with its Content-Type'),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await openFile(deps, request.params.id, request.query);
      const disposition = file.inline ? 'inline' : 'attachment';
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', String(file.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Content-Disposition',
          `${disposition}; filename="${safeAscii(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header(
          'Cache-Control',
          `${file.shared ? 'public' : 'private'}, max-age=${file.maxAgeSeconds}`,
        )
        .send(file.content);
    },
  );
}

/** Deleting one of your own files. */
function deleteRoute(app: Api, deps: FilesDeps) {
  app.delete(
    '/files/:id',
    {
      config: { access: signedInUser },
      schema: {
        tags,
        summary:
          'Delete a file you uploaded; 409 while it is attached as a photo or profile picture (remove it there first)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: {
          204: z.null().describe('Deleted'),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteOwnFile(deps, signedIn(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesDeps; config: Config }> = async (
  app,
  { files: deps, config },
) => {
  // Registered inside this plugin so that no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 20, parts: 40 },
  });
  uploadRoutes(app, deps, config);
  contentRoute(app, deps);
  deleteRoute(app, deps);
};
