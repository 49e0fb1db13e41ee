import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';

// Keyboard and drag moves are announced to screen readers through one polite
// live region. A counter makes a repeated sentence be read again.
const $announcement = atom({ text: '', count: 0 });

export function announce(text: string): void {
  $announcement.set({ text, count: $announcement.get().count + 1 });
}

export function LiveRegion() {
  const { text, count } = useStore($announcement);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="editor-announcer">
      <span key={count}>{text}</span>
    </div>
  );
}
