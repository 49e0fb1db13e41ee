import type { DesignLayer } from '../../src/schemas/design-document.ts';
import type { LayerOrder } from './design-ops.ts';
import { ALIGNMENTS, type Alignment } from './geometry.ts';
import { layerName } from './print-check.ts';

// The side's layers, top first as they print: select, order, lock, hide, delete; and for the
// selected layer flips and alignment to the print area. Real buttons, each named.

interface Props {
  layers: readonly DesignLayer[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOrder: (id: string, order: LayerOrder) => void;
  onToggle: (id: string, field: 'locked' | 'hidden') => void;
  onDelete: (id: string) => void;
  onFlip: (id: string, axis: 'flipX' | 'flipY') => void;
  onAlign: (id: string, alignment: Alignment) => void;
}

const ALIGN_LABELS: Record<Alignment, string> = { left: 'Left', centre: 'Centre', right: 'Right', top: 'Top', middle: 'Middle', bottom: 'Bottom' };
const ORDER_LABELS: Record<LayerOrder, string> = { top: 'To top', up: 'Up', down: 'Down', bottom: 'To bottom' };

export function LayersPanel({ layers, selectedId, onSelect, onOrder, onToggle, onDelete, onFlip, onAlign }: Props) {
  const selected = layers.find((layer) => layer.id === selectedId);
  return (
    <section className="studio-panel studio-layers" aria-labelledby="studio-layers-title">
      <h2 id="studio-layers-title">Layers</h2>
      {layers.length === 0 ? (
        <p className="studio-muted">Nothing on this side yet: add text or an image.</p>
      ) : (
        <ol>
          {[...layers].reverse().map((layer) => {
            const name = layerName(layers, layer);
            return (
              <li key={layer.id} className={layer.id === selectedId ? 'is-selected' : undefined}>
                <button type="button" className="studio-layer-name" aria-pressed={layer.id === selectedId} onClick={() => onSelect(layer.id)}>
                  {name}
                  {layer.hidden ? ' (hidden)' : ''}
                  {layer.locked ? ' (locked)' : ''}
                </button>
                <button
                  type="button"
                  aria-pressed={layer.locked}
                  aria-label={`${layer.locked ? 'Unlock' : 'Lock'} ${name}`}
                  onClick={() => onToggle(layer.id, 'locked')}
                >
                  {layer.locked ? 'Unlock' : 'Lock'}
                </button>
                <button
                  type="button"
                  aria-pressed={layer.hidden}
                  aria-label={`${layer.hidden ? 'Show' : 'Hide'} ${name}`}
                  onClick={() => onToggle(layer.id, 'hidden')}
                >
                  {layer.hidden ? 'Show' : 'Hide'}
                </button>
                <button type="button" aria-label={`Delete ${name}`} disabled={layer.locked} onClick={() => onDelete(layer.id)}>
                  Delete
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {selected && (
        <div className="studio-arrange">
          {/* biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo */}
          <div role="group" aria-label="Layer order" className="studio-buttons">
            {(['top', 'up', 'down', 'bottom'] as const).map((order) => (
              <button key={order} type="button" onClick={() => onOrder(selected.id, order)}>
                {ORDER_LABELS[order]}
              </button>
            ))}
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo */}
          <div role="group" aria-label="Flip" className="studio-buttons">
            <button type="button" aria-pressed={selected.flipX} disabled={selected.locked} onClick={() => onFlip(selected.id, 'flipX')}>
              Flip horizontally
            </button>
            <button type="button" aria-pressed={selected.flipY} disabled={selected.locked} onClick={() => onFlip(selected.id, 'flipY')}>
              Flip vertically
            </button>
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo */}
          <div role="group" aria-label="Align to the print area" className="studio-buttons">
            {ALIGNMENTS.map((alignment) => (
              <button
                key={alignment}
                type="button"
                disabled={selected.locked}
                aria-label={`Align ${ALIGN_LABELS[alignment].toLowerCase()}`}
                onClick={() => onAlign(selected.id, alignment)}
              >
                {ALIGN_LABELS[alignment]}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
