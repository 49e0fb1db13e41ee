import { MAX_UPLOAD_BYTES, UPLOAD_FORMAT_MESSAGE, UPLOAD_SIZE_MESSAGE } from '../../../lib/media-uploads.ts';
import { readMultipartFile } from '../../../api/multipart-file.ts';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
  altText: string;
}

/**
 * The `file` field of a library upload (and its optional `altText`). A declared or actual body
 * over the limit is a 413 with the size message; a body without a file is a 422 with the
 * spec's formats message.
 */
export async function readUpload(request: Request): Promise<UploadedFile> {
  const { file, form } = await readMultipartFile(request, {
    maxFileBytes: MAX_UPLOAD_BYTES,
    overheadBytes: 64 * 1024,
    sizeMessage: UPLOAD_SIZE_MESSAGE,
    noFileMessage: UPLOAD_FORMAT_MESSAGE,
  });
  const altText = form.get('altText');
  return {
    name: file.name.slice(0, 200),
    bytes: Buffer.from(await file.arrayBuffer()),
    altText: typeof altText === 'string' ? altText.trim().slice(0, 300) : '',
  };
}
