// Names no other test (nor another run on the same database) uses, so factory-made rows never
// meet the seed's or each other's: unique addresses, sub-domains, SKUs and URL names.
let counter = 0;
const RUN = `${Date.now().toString(36)}${process.pid.toString(36)}`;

/** `stem-<run>-<n>`, lower case: a valid sub-domain, URL name or SKU stem. */
export function uniqueName(stem: string): string {
  return `${stem.toLowerCase()}-${RUN}-${++counter}`;
}

/** A distinct e-mail per call, so tests never see each other's customers. */
export function uniqueEmail(name = 'user'): string {
  return `${name}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`;
}
