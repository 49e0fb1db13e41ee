import { ApiRequestError, failureMessage } from '../../src/lib/client/api-client.ts';
import { send } from '../../src/lib/client/api.ts';
import type { PrintBody } from '../../src/schemas/factory.ts';

// Label printing answers with a PDF, not JSON: send it through the shared client (the XSRF
// header), hand the browser a download, and say how many labels it holds.

export interface PrintedPdf {
  href: string;
  fileName: string;
  count: number;
}

export async function printLabelsPdf(body: PrintBody): Promise<PrintedPdf> {
  const response = await send('factory.printLabels', body, { headers: { accept: 'application/pdf, application/json' } });
  if (!response.ok) {
    let failure: { message?: string; errors?: Record<string, string[]> } | undefined;
    try {
      failure = (await response.json()) as typeof failure;
    } catch {
      failure = undefined;
    }
    throw new ApiRequestError({ status: response.status, message: failureMessage(response.status, failure), errors: failure?.errors });
  }
  const blob = await response.blob();
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'labels.pdf';
  const href = URL.createObjectURL(blob);
  // Start the download at once: the label printer's queue picks the file up from there.
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  return { href, fileName, count: Number(response.headers.get('x-labels-printed') ?? 0) };
}

export function errorText(thrown: unknown): string {
  if (thrown instanceof ApiRequestError) return thrown.failure.message;
  throw thrown;
}
