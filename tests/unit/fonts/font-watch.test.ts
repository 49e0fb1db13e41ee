// The shell script's font watch, run in a fake page: `webfonts-failed-to-load` once the fonts
// are still loading when the 3 s timer fires, or when a face fails; nothing when they loaded.
import { describe, expect, it } from 'vitest';
import { FONT_LOADER_TIMEOUT_MS, FONT_WATCH_SCRIPT, WEBFONTS_FAILED_EVENT } from '../../../src/lib/fonts/font-watch.ts';

function runWatch(fonts: { status: string; onloadingerror?: (event: unknown) => void } | undefined) {
  const timers: { run: () => void; ms: number }[] = [];
  const events: string[] = [];
  class FakeCustomEvent {
    readonly type: string;
    constructor(type: string) {
      this.type = type;
    }
  }
  new Function('d', 'setTimeout', 'dispatchEvent', 'CustomEvent', FONT_WATCH_SCRIPT)(
    { fonts },
    (run: () => void, ms: number) => timers.push({ run, ms }),
    (event: FakeCustomEvent) => events.push(event.type),
    FakeCustomEvent,
  );
  return { timers, events };
}

describe('the font watch', () => {
  it('reports fonts still loading when the 3 s timeout fires', () => {
    const fonts = { status: 'loading' };
    const { timers, events } = runWatch(fonts);
    expect(timers.map((timer) => timer.ms)).toEqual([FONT_LOADER_TIMEOUT_MS]);
    expect(events).toEqual([]);
    timers[0]?.run();
    expect(events).toEqual([WEBFONTS_FAILED_EVENT]);
  });

  it('reports nothing when the fonts have loaded by then', () => {
    const { timers, events } = runWatch({ status: 'loaded' });
    timers[0]?.run();
    expect(events).toEqual([]);
  });

  it('reports a face that fails at once', () => {
    const fonts: { status: string; onloadingerror?: (event: unknown) => void } = { status: 'loading' };
    const { events } = runWatch(fonts);
    fonts.onloadingerror?.({ type: 'loadingerror' });
    expect(events).toEqual([WEBFONTS_FAILED_EVENT]);
  });

  it('does nothing in a browser without the font loading API', () => {
    expect(runWatch(undefined)).toEqual({ timers: [], events: [] });
  });
});
