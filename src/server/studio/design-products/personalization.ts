import { Personalization, type PersonalizedText, type Product } from '../../../schemas/product.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';

// Personalisation: a personalizable studio product lets the buyer rewrite the text
// layers its template names. What they wrote travels on the basket line (its own line: the
// key includes it), then on the order item, the receipt, the order mail and the factory's
// print-file listing.

export const fillIn = (label: string) => `Please fill in ${label}.`;
export const tooLong = (label: string, max: number) => `${label} may be at most ${max} characters.`;

/**
 * The buyer's texts for each field of the product's template, in template order. A product
 * that is not personalizable takes none (anything sent is ignored); each field of one that
 * is must be filled in, within its maxLength.
 */
export function resolvePersonalization(
  product: Pick<Product, 'personalizable' | 'personalizationTemplate'>,
  input: Record<string, string> | undefined,
): PersonalizedText[] {
  if (!product.personalizable) return [];
  const errors: Record<string, string[]> = {};
  const texts = product.personalizationTemplate.map((field) => {
    const text = (input?.[field.layerId] ?? '').replace(/\s+/g, ' ').trim();
    if (text === '') errors[`item.personalization.${field.layerId}`] = [fillIn(field.label)];
    else if ([...text].length > field.maxLength) errors[`item.personalization.${field.layerId}`] = [tooLong(field.label, field.maxLength)];
    return { layerId: field.layerId, label: field.label, text };
  });
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
  return texts;
}

/** A stored personalisation (basket_items / order_items.personalization_json); bad JSON reads as none. */
export function readPersonalization(json: string | null | undefined): PersonalizedText[] {
  if (!json) return [];
  try {
    const parsed = Personalization.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
