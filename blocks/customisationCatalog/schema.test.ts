import { describe, expect, it } from 'vitest';
import { parseBlockProperties } from '../registry.ts';
import { editorFields } from '../editor-fields.ts';
import { STUDIO_ALIASES } from '../../src/lib/studio/studio-routes.ts';
import { customisationCatalog, customisationCatalogProps } from './schema.ts';

describe('customisationCatalog schema', () => {
  it('defaults to every garment, four columns, with prices', () => {
    expect(customisationCatalogProps.parse({})).toEqual({ title: 'Design your own', garments: [], showPrice: true, columns: 4 });
    expect(customisationCatalog.title).toBe('Customisation Catalogue');
  });
  it('picks garments by their studio alias paths', () => {
    const garments = ['/custom-printed-hoodies/', '/custom-printed-stickers/'];
    expect(customisationCatalogProps.parse({ garments }).garments).toEqual(garments);
    expect(customisationCatalogProps.safeParse({ garments: ['/custom-printed-hoodies/', '/admin/'] }).success).toBe(false);
    expect(customisationCatalogProps.safeParse({ garments: '/custom-printed-hoodies/' }).success).toBe(false);
  });
  it('keeps columns between 2 and 6, whole numbers', () => {
    for (const columns of [1, 7, 3.5, '4']) expect(customisationCatalogProps.safeParse({ columns }).success, String(columns)).toBe(false);
    expect(customisationCatalogProps.parse({ columns: 6 }).columns).toBe(6);
  });
  it('a stored block with a bad field falls back to its default', () => {
    const { properties, dropped } = parseBlockProperties('customisationCatalog', { title: 'Make it yours', columns: 40 });
    expect(dropped).toEqual(['columns']);
    expect(properties).toMatchObject({ title: 'Make it yours', columns: 4 });
  });
  it('the editor lists the alias paths as the garments to choose from', () => {
    const garments = editorFields('customisationCatalog').find((field) => field.name === 'garments');
    expect(garments).toMatchObject({ widget: 'list', options: STUDIO_ALIASES.map((alias) => alias.path) });
  });
});
