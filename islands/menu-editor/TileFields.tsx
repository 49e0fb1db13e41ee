import ImageField from '../popups/ImageField.tsx';
import LinkField from '../popups/LinkField.tsx';
import { ColourInput, SelectInput, TextInput, Wrapped } from './fields.tsx';
import { TILE_RATIOS, type ImageTile } from '../../src/schemas/menu.ts';

interface TileFieldsProps {
  id: string;
  tile: ImageTile;
  /** The tile's path in the menu ("menu.0.submenu.1.image"), for its field messages. */
  path: string;
  error: (path: string) => string | undefined;
  onChange: (tile: ImageTile, field: string) => void;
}

const RADII = ['sharp', 'smooth', 'rounded', 'circle'] as const;
const RATIOS = Object.keys(TILE_RATIOS) as (keyof typeof TILE_RATIOS)[];
const ALIGNMENTS = ['left', 'center', 'right'] as const;
const SHADOWS = ['none', 'light', 'medium', 'heavy'] as const;

type TileButton = NonNullable<ImageTile['button']>;

/** The tile's optional button: shown or not, then its text, colours, corners and width. */
function TileButtonFields(props: {
  id: string;
  button: TileButton | undefined;
  path: string;
  error: (path: string) => string | undefined;
  onChange: (button: TileButton | undefined, field: string) => void;
}) {
  const { id, button, path, error } = props;
  const setButton = (patch: Partial<TileButton>, field: string) => props.onChange({ text: '', width: 'auto', ...button, ...patch }, field);
  return (
    <>
      <label className="menu-check">
        <input
          type="checkbox"
          checked={button !== undefined}
          onChange={(event) => props.onChange(event.currentTarget.checked ? { text: 'Shop now', width: 'auto' } : undefined, 'button')}
        />
        Show a button
      </label>
      {button && (
        <div className="menu-tile-button">
          <TextInput
            id={`${id}-button-text`}
            label="Button text"
            error={error(`${path}.button.text`)}
            value={button.text}
            onChange={(text) => setButton({ text }, 'button.text')}
          />
          <ColourInput
            id={`${id}-button-text-colour`}
            label="Button text colour"
            error={error(`${path}.button.textColor`)}
            value={button.textColor}
            onChange={(textColor) => setButton({ textColor }, 'button.textColor')}
          />
          <ColourInput
            id={`${id}-button-background`}
            label="Button background"
            error={error(`${path}.button.backgroundColor`)}
            value={button.backgroundColor}
            onChange={(backgroundColor) => setButton({ backgroundColor }, 'button.backgroundColor')}
          />
          <ColourInput
            id={`${id}-button-border`}
            label="Button border"
            error={error(`${path}.button.borderColor`)}
            value={button.borderColor}
            onChange={(borderColor) => setButton({ borderColor }, 'button.borderColor')}
          />
          <TextInput
            id={`${id}-button-radius`}
            label="Button corner radius (e.g. 4px)"
            error={error(`${path}.button.borderRadius`)}
            value={button.borderRadius}
            onChange={(borderRadius) => setButton({ borderRadius: borderRadius || undefined }, 'button.borderRadius')}
          />
          <label className="menu-check">
            <input
              type="checkbox"
              checked={button.width === 'full'}
              onChange={(event) => setButton({ width: event.currentTarget.checked ? 'full' : 'auto' }, 'button.width')}
            />
            Full-width button
          </label>
        </div>
      )}
    </>
  );
}

/** A promotional image tile's options (a main-menu segment's image tile). */
export default function TileFields({ id, tile, path, error, onChange }: TileFieldsProps) {
  const set = (patch: Partial<ImageTile>, field: string) => onChange({ ...tile, ...patch }, field);
  const setText = (patch: Partial<ImageTile['text']>, field: string) => set({ text: { ...tile.text, ...patch } }, field);
  return (
    <fieldset className="menu-tile">
      <legend>Image tile</legend>
      <Wrapped id={`${id}-src`} error={error(`${path}.src`)}>
        <ImageField id={`${id}-src`} label="Image" value={tile.src || undefined} onChange={(url) => set({ src: url ?? '' }, 'src')} />
      </Wrapped>
      <TextInput id={`${id}-title`} label="Tile title" error={error(`${path}.title`)} value={tile.title} onChange={(title) => set({ title }, 'title')} />
      <TextInput
        id={`${id}-description`}
        label="Tile description"
        error={error(`${path}.description`)}
        value={tile.description}
        onChange={(description) => set({ description }, 'description')}
      />
      <Wrapped id={`${id}-link`} error={error(`${path}.link`)}>
        <LinkField id={`${id}-link`} label="Tile link" value={tile.link} onChange={(link) => set({ link }, 'link')} />
      </Wrapped>
      <ColourInput
        id={`${id}-overlay`}
        label="Overlay"
        error={error(`${path}.overlay`)}
        value={tile.overlay}
        onChange={(overlay) => set({ overlay }, 'overlay')}
      />
      <div className="menu-grid">
        <SelectInput
          id={`${id}-radius`}
          label="Corners"
          value={tile.borderRadius}
          options={RADII}
          onChange={(borderRadius) => set({ borderRadius }, 'borderRadius')}
        />
        <SelectInput id={`${id}-ratio`} label="Shape" value={tile.ratio} options={RATIOS} onChange={(ratio) => set({ ratio }, 'ratio')} />
        <SelectInput
          id={`${id}-align`}
          label="Text alignment"
          value={tile.text.alignment}
          options={ALIGNMENTS}
          onChange={(alignment) => setText({ alignment }, 'text.alignment')}
        />
        <SelectInput
          id={`${id}-shadow`}
          label="Text shadow"
          value={tile.text.shadow}
          options={SHADOWS}
          onChange={(shadow) => setText({ shadow }, 'text.shadow')}
        />
      </div>
      <ColourInput
        id={`${id}-text-colour`}
        label="Text colour"
        error={error(`${path}.text.color`)}
        value={tile.text.color}
        onChange={(color) => setText({ color: color ?? '#ffffff' }, 'text.color')}
      />
      <TileButtonFields id={id} button={tile.button} path={path} error={error} onChange={(button, field) => set({ button }, field)} />
    </fieldset>
  );
}
