import { describe, expect, it } from 'vitest';
import { createOverlayRegistry } from '../../../src/lib/overlays/registry.ts';

const ids = (registry: ReturnType<typeof createOverlayRegistry>) => registry.stack().map((entry) => entry.id);

describe('overlay registry', () => {
  it('stacks overlays in the order they open, the last on top; reopening brings one to the top', () => {
    const registry = createOverlayRegistry();
    registry.open('drawer');
    registry.open('popup');
    registry.open('menu');
    expect(ids(registry)).toEqual(['drawer', 'popup', 'menu']);
    expect(registry.top()?.id).toBe('menu');
    registry.open('drawer');
    expect(ids(registry)).toEqual(['popup', 'menu', 'drawer']);
  });

  it('Escape closes only the top overlay, telling it, and the next Escape the one below', () => {
    const registry = createOverlayRegistry();
    const closed: string[] = [];
    registry.open('drawer', { onClose: () => closed.push('drawer') });
    registry.open('popup', { onClose: () => closed.push('popup') });
    expect(registry.escape()).toBe(true);
    expect(closed).toEqual(['popup']);
    expect(ids(registry)).toEqual(['drawer']);
    expect(registry.escape()).toBe(true);
    expect(closed).toEqual(['popup', 'drawer']);
    expect(registry.escape()).toBe(false);
  });

  it('Escape on a popup that cannot be dismissed (loading) closes nothing, not even the layer below', () => {
    const registry = createOverlayRegistry();
    registry.open('drawer');
    registry.open('loading', { dismissible: false });
    expect(registry.escape()).toBe(true);
    expect(ids(registry)).toEqual(['drawer', 'loading']);
  });

  it('toggle opens a closed overlay and closes an open one', () => {
    const registry = createOverlayRegistry();
    let closes = 0;
    expect(registry.toggle('menu', { onClose: () => closes++ })).toBe(true);
    expect(registry.isOpen('menu')).toBe(true);
    expect(registry.toggle('menu')).toBe(false);
    expect(registry.isOpen('menu')).toBe(false);
    expect(closes).toBe(1);
  });

  it('close tells the overlay; closed (it closed by itself) only forgets it', () => {
    const registry = createOverlayRegistry();
    const closed: string[] = [];
    registry.open('a', { onClose: () => closed.push('a') });
    registry.open('b', { onClose: () => closed.push('b') });
    expect(registry.close('a')).toBe(true);
    expect(registry.close('a')).toBe(false);
    registry.closed('b');
    expect(closed).toEqual(['a']);
    expect(ids(registry)).toEqual([]);
  });

  it('closeAll closes every overlay, top first', () => {
    const registry = createOverlayRegistry();
    const closed: string[] = [];
    for (const id of ['drawer', 'popup', 'menu']) registry.open(id, { onClose: () => closed.push(id) });
    registry.closeAll();
    expect(closed).toEqual(['menu', 'popup', 'drawer']);
    expect(ids(registry)).toEqual([]);
  });

  it('a page change closes all but an overlay that stays (the sidebar fixed on a large screen)', () => {
    const registry = createOverlayRegistry();
    let fixed = true;
    registry.open('sidebar', { staysOnPageChange: () => fixed });
    registry.open('popup');
    registry.closeAll('page-change');
    expect(ids(registry)).toEqual(['sidebar']);
    fixed = false;
    registry.closeAll('page-change');
    expect(ids(registry)).toEqual([]);
    registry.open('sidebar', { staysOnPageChange: () => true });
    registry.closeAll();
    expect(ids(registry)).toEqual([]);
  });

  it('locks the page while a modal overlay or a scroll-locking drawer is open, not for a dropdown', () => {
    const registry = createOverlayRegistry();
    const seen: boolean[] = [];
    registry.subscribe(() => seen.push(registry.scrollLocked()));
    registry.open('menu');
    registry.open('drawer', { lockScroll: true });
    registry.open('popup', { modal: true });
    registry.close('drawer');
    registry.close('popup');
    expect(seen).toEqual([false, true, true, true, false]);
  });

  it('keeps the first opener when an open overlay is opened again', () => {
    const registry = createOverlayRegistry();
    registry.open('popup', { opener: 'burger' });
    registry.open('popup', { opener: 'field' });
    expect(registry.top()?.opener).toBe('burger');
  });
});
