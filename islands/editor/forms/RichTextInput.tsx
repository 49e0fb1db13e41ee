import { useEffect, useRef } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}

const COMMANDS: { command: string; label: string; arg?: string }[] = [
  { command: 'bold', label: 'Bold' },
  { command: 'italic', label: 'Italic' },
  { command: 'formatBlock', label: 'Heading', arg: 'h2' },
  { command: 'formatBlock', label: 'Paragraph', arg: 'p' },
  { command: 'insertUnorderedList', label: 'List' },
];

/**
 * Rich text (widget 'richtext'): an editable area with a few formatting buttons. What it
 * produces is only ever shown through the server's HTML sanitiser (the text block's render,
 * the preview call), so nothing typed here reaches a page unsanitised.
 */
export function RichTextInput({ id, label, value, onChange }: Props) {
  const area = useRef<HTMLDivElement>(null);
  // The area owns its DOM while the owner types; it is rewritten only by undo/redo or another block.
  useEffect(() => {
    const element = area.current;
    if (element && element.innerHTML !== value) element.innerHTML = value;
  }, [value]);
  const format = (command: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    onChange(area.current?.innerHTML ?? '');
  };
  return (
    <div className="pf-richtext">
      <span id={`${id}-label`} className="pf-label">
        {label}
      </span>
      <div className="pf-richtext-tools" role="toolbar" aria-label={`${label} formatting`}>
        {COMMANDS.map(({ command, label: name, arg }) => (
          <button key={name} type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => format(command, arg)}>
            {name}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: rich text needs a contentEditable element; a textarea holds plain text only */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: contentEditable makes it focusable */}
      <div
        ref={area}
        id={id}
        className="pf-richtext-area"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        contentEditable
        suppressContentEditableWarning
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
      />
    </div>
  );
}
