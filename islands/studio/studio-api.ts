import { ApiRequestError, failureMessage, GENERIC_ERROR } from '../../src/lib/client/api-client.ts';
import { call, send } from '../../src/lib/client/api.ts';
import { trackEvent } from '../../src/lib/client/events/browser.ts';
import { ADD_TO_BASKET_EVENT, DESIGN_SAVED_EVENT } from '../../src/lib/event-calls.ts';
import {
  DesignProduct,
  LibraryItem,
  MAX_UPLOAD_BYTES,
  SavedDesign,
  StudioUpload,
  UPLOAD_MIME_TYPES,
  uploadFormatsMessage,
  type DesignBasketBody,
  type DesignProductInput,
  type OwnerProductBody,
} from '../../src/schemas/studio-calls.ts';
import { parseDesignDocument, type DesignDocument } from '../../src/schemas/design-document.ts';

// The island's side of the studio calls (the studio.* calls of src/schemas/api.ts), bodies and
// answers as the contract's schemas (src/schemas/studio-calls.ts). Writes send X-XSRF-TOKEN.

/** A refusal as the studio shows it: the message and every field's messages. */
export interface StudioProblem {
  message: string;
  details: string[];
}

export function problemOf(error: unknown): StudioProblem {
  if (error instanceof StudioRefusal) return error.problem;
  if (error instanceof StudioCallError) return error.problem;
  if (error instanceof ApiRequestError) {
    // A refused design document's `problems` come as its lines, after the fields' messages.
    const { message, errors, problems = [] } = error.failure;
    return {
      message: message === 'cancel' ? 'The connection was lost. Please try again.' : message,
      details: [...new Set([...fieldMessages(errors), ...problems])],
    };
  }
  return { message: GENERIC_ERROR, details: [] };
}

/** "field: message" for each field's messages; a `problems` list (the design document's) as its lines. */
function fieldMessages(errors: Record<string, string[]> | undefined): string[] {
  return Object.entries(errors ?? {}).flatMap(([field, messages]) =>
    messages.map((text) => (field && field !== 'problems' && field !== 'document' ? `${field}: ${text}` : text)),
  );
}

/** A refused studio call, with every readable detail its answer carried. */
class StudioCallError extends Error {
  readonly problem: StudioProblem;
  constructor(problem: StudioProblem) {
    super(problem.message);
    this.name = 'StudioCallError';
    this.problem = problem;
  }
}

/** A refusal found before sending (the document's problems, a wrong file). */
export class StudioRefusal extends Error {
  readonly problem: StudioProblem;
  constructor(problem: StudioProblem) {
    super(problem.message);
    this.problem = problem;
    this.name = 'StudioRefusal';
  }
}

/** The file's type and size checked as the upload call checks them, before sending it. */
export function uploadProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return uploadFormatsMessage();
  if (file.size > MAX_UPLOAD_BYTES) return `Images may be at most ${Math.round(MAX_UPLOAD_BYTES / 1024 / 1024)} MB.`;
  return undefined;
}

export async function uploadImage(file: File): Promise<StudioUpload> {
  const problem = uploadProblem(file);
  if (problem) throw new StudioRefusal({ message: problem, details: [] });
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await send('studio.upload', body);
  } catch {
    throw new StudioCallError({ message: 'The connection was lost. Please try again.', details: [] });
  }
  const parsed = (await response.json().catch(() => undefined)) as
    | ({ data?: unknown; message?: string; errors?: Record<string, string[]> } & Record<string, unknown>)
    | undefined;
  if (!response.ok) throw new StudioCallError({ message: failureMessage(response.status, parsed), details: fieldMessages(parsed?.errors) });
  // The answer is the StudioUpload, bare or under `data` as other calls answer.
  return StudioUpload.parse(parsed && 'url' in parsed ? parsed : parsed?.data);
}

export async function searchLibrary(term: string): Promise<LibraryItem[]> {
  const answer = await call('studio.library', { searchTerm: term });
  return (answer?.data ?? []).flatMap((item) => {
    const parsed = LibraryItem.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The document as the server will read it, or a refusal listing its problems. */
export function checkedDocument(document: DesignDocument): DesignDocument {
  const parsed = parseDesignDocument(document);
  if (!parsed.ok) throw new StudioRefusal({ message: 'The design cannot be saved yet.', details: parsed.problems });
  return parsed.document;
}

const savedFrom = (data: unknown) => SavedDesign.parse(data && typeof data === 'object' && 'design' in data ? (data as { design: unknown }).design : data);

/** Saves a new design (POST), or saves over one this visitor saved (PUT). */
export async function saveDesign(document: DesignDocument, uuid: string | null): Promise<SavedDesign> {
  const body = { document: checkedDocument(document) };
  const saved = savedFrom(uuid ? await call('studio.updateDesign', { uuid }, body) : await call('studio.saveDesign', body));
  trackEvent(DESIGN_SAVED_EVENT, { designId: saved.uuid, created: uuid === null });
  return saved;
}

export async function readDesign(uuid: string): Promise<SavedDesign> {
  return savedFrom(await call('studio.design', { uuid }));
}

export async function addDesignToBasket(uuid: string, body: DesignBasketBody): Promise<void> {
  await call('studio.basket', { uuid }, body);
  trackEvent(ADD_TO_BASKET_EVENT, { designId: uuid });
}

export async function saveAsProduct(uuid: string, body: DesignProductInput): Promise<DesignProduct> {
  const answer = await call('studio.product', { uuid }, body);
  return DesignProduct.parse(answer.product);
}

export async function sellDesign(body: OwnerProductBody): Promise<{ approvalStatus?: string; url?: string; name?: string }> {
  const answer = await call('ownerProducts.create', body);
  return answer?.product ?? {};
}
