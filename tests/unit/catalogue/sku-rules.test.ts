import { describe, expect, it } from 'vitest';
import { isBlankSku, isCustomSku, isShopperListed } from '../../../src/schemas/product.ts';

describe('custom and blank skus', () => {
  it('custom skus start with GBro, STUSUB, FPD, API or CP, case-sensitively', () => {
    for (const sku of ['GBro-1', 'STUSUB9', 'FPD-X', 'API-2', 'CP-DEMO-1', 'CPX']) expect(isCustomSku(sku), sku).toBe(true);
    for (const sku of ['gbro-1', 'GBRO-1', 'XCP', 'cp-1', 'APi', 'FP', 'STUSU', 'DEMO-TS-001']) expect(isCustomSku(sku), sku).toBe(false);
  });

  it('blank skus contain BLANK anywhere, in capitals', () => {
    for (const sku of ['DEMO-BLANK-TS', 'BLANK', 'XBLANKX']) expect(isBlankSku(sku), sku).toBe(true);
    for (const sku of ['blank-tee', 'Blank', 'BLAN-K']) expect(isBlankSku(sku), sku).toBe(false);
  });

  it('shoppers find only products that are neither', () => {
    expect(isShopperListed('DEMO-TS-001')).toBe(true);
    expect(isShopperListed('CP-DEMO-0001')).toBe(false);
    expect(isShopperListed('DEMO-BLANK-TS')).toBe(false);
    expect(isShopperListed('API-BLANK')).toBe(false);
  });
});
