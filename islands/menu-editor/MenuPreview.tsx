import { useEffect, useRef, useState } from 'react';
import { frameDocument } from '../theme-editor/preview-frame.ts';
import { call } from '../../src/lib/client/api.ts';
import type { MainMenu, RenderedMenu } from '../../src/schemas/menu.ts';

interface MenuPreviewProps {
  divisionId: number;
  menu: MainMenu;
  /** Only a menu that passes its checks is sent to be drawn. */
  valid: boolean;
}

const WIDTHS = { desktop: 1280, mobile: 390 } as const;
type Width = keyof typeof WIDTHS;
/** Waits this long after the last change before asking for the menu's HTML. */
const PREVIEW_DELAY_MS = 150;

/** Puts the shell's menu HTML in place of the preview's own; on mobile, opens the sidebar that holds it. */
function swapMenu(frame: HTMLIFrameElement | null, rendered: RenderedMenu, width: Width): void {
  const document = frameDocument(frame);
  if (!document) return;
  document.querySelector('nav.desktop-menu')?.replaceWith(document.createRange().createContextualFragment(rendered.desktop));
  document.querySelector('nav.drill')?.replaceWith(document.createRange().createContextualFragment(rendered.mobile));
  const sidebar = document.getElementById('sidebar');
  if (width === 'mobile' && sidebar && !sidebar.matches(':popover-open')) sidebar.showPopover?.();
}

/** The home page in an iframe at desktop or mobile width, showing the unsaved menu. */
export default function MenuPreview({ divisionId, menu, valid }: MenuPreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<Width>('desktop');
  const [rendered, setRendered] = useState<RenderedMenu | null>(null);
  const [scale, setScale] = useState(1);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call('menu.preview', { division: divisionId }, { menu })
        .then((data) => {
          if (!controller.signal.aborted) setRendered(data);
        })
        .catch(() => undefined);
    }, PREVIEW_DELAY_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [divisionId, menu, valid]);

  useEffect(() => {
    const element = frame.current;
    if (!rendered) return;
    swapMenu(element, rendered, width);
    const again = () => swapMenu(element, rendered, width);
    element?.addEventListener('load', again);
    return () => element?.removeEventListener('load', again);
  }, [rendered, width]);

  // The desktop preview is drawn at its real width and scaled down to fit the column.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setScale(Math.min(1, entry.contentRect.width / WIDTHS[width])));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  return (
    <section className="menu-preview" aria-label="Preview">
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo */}
      <div className="menu-preview-widths" role="group" aria-label="Preview width">
        {(Object.keys(WIDTHS) as Width[]).map((option) => (
          <button key={option} type="button" className="button secondary small" aria-pressed={width === option} onClick={() => setWidth(option)}>
            {option === 'desktop' ? 'Desktop' : 'Mobile'}
          </button>
        ))}
      </div>
      <div className="menu-preview-box" ref={box} style={{ blockSize: `${Math.round(720 * scale)}px` }}>
        <iframe
          ref={frame}
          src="/"
          title="Preview of your menu on the home page"
          data-width={width}
          style={{ inlineSize: `${WIDTHS[width]}px`, blockSize: '720px', transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
