// The popups' side of the media calls: the store's library (list, upload with progress,
// poll, delete), its product pictures and link targets. The division is the host's store,
// learnt once from the initial-state call, so ImageField and LinkField need no extra props.
import { apiFetch, ApiRequestError, ensureXsrfToken, failureMessage } from '../../src/lib/client/api-client.ts';
import { XSRF_HEADER } from '../../src/lib/xsrf.ts';
import type { LinkTarget, LinkTargetKind, MediaItem, MediaList, ProductImages } from '../../src/schemas/media-library.ts';
import type { MediaKind } from '../../src/lib/media-uploads.ts';

let division: Promise<number> | undefined;

/** The store this page works on (the host's), asked once per page. */
export function currentDivision(): Promise<number> {
  division ??= apiFetch<{ store: { id: number } | null }>('/omnis/v3/dashboard/secure/get/').then(({ data }) => {
    if (!data.store) throw new ApiRequestError({ status: 404, message: 'Store not found' });
    return data.store.id;
  });
  division.catch(() => (division = undefined));
  return division;
}

/** Lets a page that already knows its store skip the look-up (the dashboard screens render it). */
export function setCurrentDivision(id: number): void {
  division = Promise.resolve(id);
}

export const mediaBase = (id: number) => `/omnis/v3/divisions/${id}/media/`;

export async function listMedia(query: { kind?: MediaKind; search?: string; page?: number } = {}): Promise<MediaList> {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.search) params.set('search', query.search);
  if (query.page) params.set('page', String(query.page));
  const { data } = await apiFetch<MediaList>(`${mediaBase(await currentDivision())}?${params}`);
  return data;
}

export async function readMedia(id: number): Promise<MediaItem> {
  return (await apiFetch<{ data: MediaItem }>(`${mediaBase(await currentDivision())}${id}/`)).data.data;
}

export async function deleteMedia(id: number): Promise<void> {
  await apiFetch(`${mediaBase(await currentDivision())}${id}/`, { method: 'DELETE' });
}

export async function searchLinkTargets(kind: LinkTargetKind, search: string): Promise<LinkTarget[]> {
  const params = new URLSearchParams({ kind, search });
  return (await apiFetch<{ data: LinkTarget[] }>(`${mediaBase(await currentDivision())}link-targets?${params}`)).data.data;
}

export async function searchProductImages(search: string): Promise<ProductImages[]> {
  return (await apiFetch<{ data: ProductImages[] }>(`${mediaBase(await currentDivision())}product-images?${new URLSearchParams({ search })}`)).data.data;
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
    request.open('POST', mediaBase(id));
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
