import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StoredFile } from '@homekeep/contracts/files';
import { bearer } from './users';

/** A 1x1 PNG image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (JFIF) file: enough for content sniffing. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

export interface UploadPart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body, built by hand as a browser would send it. */
export function multipartBody(parts: UploadPart[]) {
  const boundary = `----homekeep${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const filePart = (
  content: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
  field = 'file',
): UploadPart => ({ field, filename, contentType, content });

/** Uploads a small PNG as the signed-in user; answers the stored file. */
export async function uploadPng(app: FastifyInstance, token: string, filename = 'photo.png') {
  const { payload, headers } = multipartBody([filePart(PNG, filename)]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/files',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode}`);
  return (response.json() as { data: StoredFile }).data;
}
