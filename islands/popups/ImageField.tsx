// An image property's input (widget 'image'). The media issue part replaces this plain
// address input with the image library popup (upload, choose, crop).

export interface ImageFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  /** The chosen image's address, and its responsive sources when the library made them. */
  onChange: (url: string | undefined, sizes?: Record<string, string>) => void;
}

export default function ImageField({ id, label, value, onChange }: ImageFieldProps) {
  return (
    <label htmlFor={id}>
      {label}
      <input id={id} type="url" value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || undefined)} />
    </label>
  );
}
