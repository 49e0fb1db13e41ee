import { useEffect, useRef } from 'react';
import type { MessageView } from '../../src/schemas/live-chat.ts';

// A chat's transcript, shared by the shopper's window and the staff console.

/** The lines with `line` added at the end, unless it is there already (the events repeat a line just sent). */
export function withLine(current: MessageView[], line: MessageView): MessageView[] {
  return current.some((known) => known.id === line.id) ? current : [...current, line];
}

/** The transcript, scrolled to its newest line as lines arrive. */
export function ChatLines({ lines, className }: { lines: MessageView[]; className: string }) {
  const list = useRef<HTMLOListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a line is added, to scroll it into view
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [lines.length]);

  return (
    <ol ref={list} className={className} aria-live="polite">
      {lines.map((line) => (
        <li key={line.id} className={line.author} data-author={line.author}>
          {line.body}
        </li>
      ))}
    </ol>
  );
}
