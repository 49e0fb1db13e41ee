// Refusals of the tree operations. Browser-safe (the editor island applies the same
// operations before it saves), so the API maps each `code` to a response in one place.

export type PageDocumentErrorCode = 'notFound' | 'notContainer' | 'intoItself' | 'badPosition' | 'duplicateId' | 'badSize';

export class PageDocumentError extends Error {
  readonly code: PageDocumentErrorCode;
  constructor(code: PageDocumentErrorCode, message: string) {
    super(message);
    this.name = 'PageDocumentError';
    this.code = code;
  }
}

export const pageDocumentErrors = {
  notFound: (id: string) => new PageDocumentError('notFound', `Block ${id} is not on this page`),
  notContainer: (type: string) => new PageDocumentError('notContainer', `Block type of ${type} cannot hold other blocks`),
  intoItself: () => new PageDocumentError('intoItself', 'A block cannot be moved into itself or into one of its own items'),
  badPosition: (index: number, max: number) => new PageDocumentError('badPosition', `Position ${index} is outside the list (0 to ${max})`),
  duplicateId: (id: string) => new PageDocumentError('duplicateId', `Block id ${id} is already on this page`),
  badSize: () => new PageDocumentError('badSize', 'Block width must be a number of grid columns'),
} satisfies Record<PageDocumentErrorCode, (...args: never[]) => PageDocumentError>;
