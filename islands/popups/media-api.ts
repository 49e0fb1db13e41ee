// The popups' side of the media calls: the store's library (list, upload with progress,
// poll, delete), its product pictures and link targets. The division is the host's store,
// learnt once from the initial-state call, so ImageField and LinkField need no extra props.
import { ApiRequestError, ensureXsrfToken, failureMessage } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import { apiPath } from '../../src/schemas/api.ts';
import { XSRF_HEADER } from '../../src/lib/xsrf.ts';
import type { LinkTarget, LinkTargetKind, MediaItem, MediaList, ProductImages } from '../../src/schemas/media-library.ts';
import type { MediaKind } from '../../src/lib/media-uploads.ts';

let division: Promise<number> | undefined;

/** The store this page works on (the host's), asked once per page. */
export function currentDivision(): Promise<number> {
  division ??= call('account.state').then(({ store }) => {
    if (!store) throw new ApiRequestError({ status: 404, message: 'Store not found' });
    return store.id;
  });
  division.catch(() => (division = undefined));
  return division;
}

/** Lets a page that already knows its store skip the look-up (the dashboard screens render it). */
export function setCurrentDivision(id: number): void {
  division = Promise.resolve(id);
}

export async function listMedia(query: { kind?: MediaKind; search?: string; page?: number } = {}): Promise<MediaList> {
  return call('media.list', { division: await currentDivision(), ...query });
}

export async function readMedia(id: number): Promise<MediaItem> {
  return (await call('media.item', { division: await currentDivision(), id })).data;
}

export async function deleteMedia(id: number): Promise<void> {
  await call('media.remove', { division: await currentDivision(), id });
}

export async function searchLinkTargets(kind: LinkTargetKind, search: string): Promise<LinkTarget[]> {
  return (await call('media.linkTargets', { division: await currentDivision(), kind, search })).data;
}

export async function searchProductImages(search: string): Promise<ProductImages[]> {
  return (await call('media.productImages', { division: await currentDivision(), search })).data;
}

/**
 * Sends a file with XMLHttpRequest, whose upload events fetch does not give, reporting the
 * fraction sent (0–1). Resolves with the new item (processing for a picture).
 */
export async function uploadMedia(file: File, onProgress: (sent: number) => void): Promise<MediaItem> {
  const [id, token] = await Promise.all([currentDivision(), ensureXsrfToken()]);
  const body = new FormData();
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiPath('media.upload', { division: id }));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader(XSRF_HEADER, token);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let parsed: { data?: MediaItem; message?: string; errors?: Record<string, string[]> } | undefined;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        parsed = undefined;
      }
      if (request.status >= 200 && request.status < 300 && parsed?.data) resolve(parsed.data);
      else reject(new ApiRequestError({ status: request.status, message: failureMessage(request.status, parsed), errors: parsed?.errors }));
    });
    request.addEventListener('error', () => reject(new ApiRequestError({ status: 0, message: 'cancel' })));
    request.addEventListener('abort', () => reject(new ApiRequestError({ status: 0, message: 'cancel' })));
    request.send(body);
  });
}

/** Polls a processing item until it is ready or failed, reporting its progress (0–100). */
export async function waitForMedia(item: MediaItem, onProgress: (progress: number) => void, intervalMs = 400): Promise<MediaItem> {
  let current = item;
  while (current.status === 'processing') {
    onProgress(current.progress);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    current = await readMedia(current.id);
  }
  onProgress(current.progress);
  return current;
}
