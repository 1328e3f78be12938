import type { Item } from '@homekeep/contracts/common';
import type { StoredFile } from '@homekeep/contracts/files';
import { api } from '@/lib/api';

const formOf = (field: string, files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  return form;
};

/** Uploads shared by every screen that attaches files (property photos, request photos, avatar). */
const filesApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<StoredFile, File>({
      query: (file) => ({ url: '/files', method: 'POST', body: formOf('file', [file]) }),
      transformResponse: (response: Item<StoredFile>) => response.data,
    }),
    uploadFiles: build.mutation<StoredFile[], File[]>({
      query: (files) => ({
        url: '/files/multi-files',
        method: 'POST',
        body: formOf('files', files),
      }),
      transformResponse: (response: Item<StoredFile[]>) => response.data,
    }),
  }),
});

export const { useUploadFileMutation, useUploadFilesMutation } = filesApi;
