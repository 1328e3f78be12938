import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '@homekeep/contracts/files';

const megabytes = MAX_FILE_BYTES / (1024 * 1024);

export const filesErrors = {
  notMultipart: (field: string) =>
    badRequest(
      'files.not_multipart',
      `Send the upload as multipart/form-data with the file in the field "${field}".`,
    ),
  noFile: (field: string) =>
    badRequest('files.no_file', `Choose a file to upload in the field "${field}".`),
  wrongField: (field: string, got: string) =>
    badRequest(
      'files.wrong_field',
      `Files go in the field "${field}"; the field "${got}" is not accepted here.`,
    ),
  unreadable: () =>
    badRequest('files.unreadable_upload', 'The upload could not be read. Please try again.'),
  tooLarge: (name: string) =>
    new AppError(
      413,
      'files.too_large',
      `${name ? `"${name}"` : 'The file'} is larger than ${megabytes} MB, the most one file may be.`,
    ),
  tooMany: (max: number) =>
    new AppError(
      413,
      'files.too_many',
      max === 1
        ? `This address takes one file; send up to ${MAX_FILES_PER_UPLOAD} at once to /files/multi-files.`
        : `At most ${max} files can be uploaded at once.`,
    ),
  unsupportedType: (name: string) =>
    new AppError(
      415,
      'files.unsupported_type',
      `${name ? `"${name}"` : 'This file'} is not a JPEG, PNG, WebP image or a PDF document.`,
    ),
  notFound: () => notFound('files.not_found', 'This file does not exist.'),
  quotaExceeded: (quotaBytes: number) =>
    new AppError(
      413,
      'files.quota_exceeded',
      `Your uploads would take more than ${Math.round(quotaBytes / (1024 * 1024))} MB, the most one account may keep. Delete files you no longer need first.`,
    ),
  stillAttached: () =>
    conflict(
      'files.attached',
      'This file is in use as a photo or a profile picture. Remove it there first, then delete it.',
    ),
  notYours: (field: string) =>
    badRequest(
      'files.not_yours',
      `${field} names files that do not exist or that you did not upload.`,
      [
        {
          path: field,
          message: `${field} names files that do not exist or that you did not upload.`,
        },
      ],
    ),
};
