import { describe, expect, it } from 'vitest';
import { EditorToPreview, PreviewToEditor, previewAddress, readMessage } from '../../../../src/lib/editor-messages.ts';

const frame = { name: 'frame' };
const expected = { origin: 'http://demo.localhost:4321', source: frame };

describe('editor ↔ preview messages', () => {
  it('reads a typed message from the expected window and origin', () => {
    expect(readMessage({ origin: expected.origin, source: frame, data: { kind: 'ready' } }, expected, PreviewToEditor)).toEqual({ kind: 'ready' });
    const render = { kind: 'render', seq: 3, page: { blocks: [] } };
    expect(readMessage({ origin: expected.origin, source: frame, data: render }, expected, EditorToPreview)).toEqual(render);
  });

  it('ignores another origin, another window, or no window at all', () => {
    expect(readMessage({ origin: 'http://evil.test', source: frame, data: { kind: 'ready' } }, expected, PreviewToEditor)).toBeUndefined();
    expect(readMessage({ origin: expected.origin, source: {}, data: { kind: 'ready' } }, expected, PreviewToEditor)).toBeUndefined();
    expect(readMessage({ origin: expected.origin, source: null, data: { kind: 'ready' } }, { ...expected, source: null }, PreviewToEditor)).toBeUndefined();
  });

  it('ignores messages that do not match the schema', () => {
    for (const data of [{ kind: 'rendered' }, { kind: 'render', seq: -1, page: {} }, 'ready', { kind: 'blockClicked', id: 4 }]) {
      expect(readMessage({ origin: expected.origin, source: frame, data }, expected, PreviewToEditor)).toBeUndefined();
      expect(readMessage({ origin: expected.origin, source: frame, data }, expected, EditorToPreview)).toBeUndefined();
    }
  });

  it('addresses a page in preview mode', () => {
    expect(previewAddress('/')).toBe('/?preview=1');
    expect(previewAddress('about-us/')).toBe('/about-us/?preview=1');
  });
});

describe('the preview forwards undo and redo', () => {
  it('reads a history message and refuses an unknown action', () => {
    const frame = {};
    const from = { origin: 'http://demo.localhost', source: frame };
    expect(readMessage({ ...from, data: { kind: 'history', action: 'redo' } }, from, PreviewToEditor)).toEqual({ kind: 'history', action: 'redo' });
    expect(readMessage({ ...from, data: { kind: 'history', action: 'wipe' } }, from, PreviewToEditor)).toBeUndefined();
  });
});
