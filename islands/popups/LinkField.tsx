// A link property's input (widget 'url'). The media issue part replaces this plain
// address input with the link selection popup (product, collection, blog, page, action,
// custom link, studio).

export interface LinkFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (href: string | undefined) => void;
}

export default function LinkField({ id, label, value, onChange }: LinkFieldProps) {
  return (
    <label htmlFor={id}>
      {label}
      <input id={id} type="text" value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || undefined)} />
    </label>
  );
}
