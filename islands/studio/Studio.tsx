import { useCallback, useEffect, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import type { CurrencyDefinition } from '../../src/lib/currencies.ts';
import type { BlankStudio, GarmentSide } from '../../src/schemas/blank-studio.ts';
import type { DesignDocument, DesignLayer, TextLayer } from '../../src/schemas/design-document.ts';
import type { ProductOption } from '../../src/schemas/product.ts';
import { designPrice, formatInCurrency } from '../../src/lib/studio/pricing.ts';
import { FONT_FAMILY_NAMES } from '../../themes/fonts.ts';
import { record, redo, startHistory, undo, type EditHistory } from '../shared/edit-history.ts';
import { useHistoryKeys } from '../shared/use-history-keys.ts';
import { StudioCanvas } from './StudioCanvas.tsx';
import { TextPanel, type TextPatch } from './TextPanel.tsx';
import { LayersPanel } from './LayersPanel.tsx';
import { PlacementFields } from './PlacementFields.tsx';
import { ImagePanel, type PickedImage } from './ImagePanel.tsx';
import { SavePanel } from './SavePanel.tsx';
import type { SellOptions } from './SellForm.tsx';
import {
  addLayer,
  canAddLayer,
  emptyDocument,
  findLayer,
  newLayerId,
  nextLayerId,
  nudgeLayer,
  removeLayer,
  reorderLayer,
  setColour,
  updateLayer,
} from './design-ops.ts';
import { alignedPosition } from './geometry.ts';
import { newImageLayer, newTextLayer, retext, transformed } from './layer-edits.ts';
import { blockReason, checkLines, layerFlags, runCheck, SIDE_LABELS, type CheckLine } from './print-check.ts';
import { loadFace } from './studio-fonts.ts';
import { priceLine } from './price-line.ts';
import { ColourSwatches, DesignToolbar, SideTabs } from './StageControls.tsx';
import './studio.css';

// The studio island: the garment with the design on it, the controls around it,
// the print check and the price, all following one design document (mm, never pixels) kept
// in an undo history. Mounted client:only on the studio routes (src/components/studio/).

export interface StudioIslandProps {
  blank: {
    id: number;
    sku: string;
    name: string;
    price: number;
    salePrice: number | null;
    options: ProductOption[];
    defaultColour: string | null;
    minPrice: number | null;
    maxPrice: number | null;
  };
  studio: BlankStudio;
  document: DesignDocument | null;
  ownerMode: boolean;
  storeCurrency: CurrencyDefinition;
  shownCurrency: CurrencyDefinition;
  label: string;
}

const NUDGE_MM = 1;
const NUDGE_SHIFT_MM = 10;

type Commit = (change: (document: DesignDocument) => DesignDocument, key?: string) => void;

const isFormControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Bumped once a reopened design's faces have loaded, so its text is drawn again with them. */
function useReopenedFaces(design: DesignDocument): number {
  const [fontsVersion, setFontsVersion] = useState(0);
  // A reopened design draws with its own faces: load them, then redraw.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount on purpose: later faces are loaded before they are used
  useEffect(() => {
    const texts = Object.values(design.sides)
      .flat()
      .filter((layer): layer is TextLayer => layer.type === 'text');
    if (texts.length === 0) return;
    void Promise.all(texts.map((layer) => loadFace(layer.fontFamily, layer.fontWeight, layer.italic))).then(() => setFontsVersion((version) => version + 1));
  }, []);
  return fontsVersion;
}

/** Arrows nudge the selected layer (Shift: 10 mm), Delete removes it: anywhere but in a form control. */
function useLayerKeys(selectedId: string | null, commit: Commit, select: (id: string | null) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!selectedId || isFormControl(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const step = event.shiftKey ? NUDGE_SHIFT_MM : NUDGE_MM;
      const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        commit((document) => nudgeLayer(document, selectedId, move[0], move[1]), `${selectedId}:nudge`);
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        commit((document) => removeLayer(document, selectedId));
        select(null);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [selectedId, commit, select]);
}

function PrintCheckPanel({ lines }: { lines: CheckLine[] }) {
  return (
    <section className="studio-panel studio-check-panel" aria-labelledby="studio-check-title">
      <h2 id="studio-check-title">Print check</h2>
      <div role="status" aria-live="polite">
        {lines.length === 0 ? (
          <p>Ready to print: every image is sharp enough and everything is inside the safe zone.</p>
        ) : (
          <ul>
            {lines.map((line) => (
              <li key={line.text} className={`is-${line.level}`}>
                {line.level === 'block' ? 'Cannot print: ' : 'Warning: '}
                {line.text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The side's layers, each selectable, reordered, hidden or locked, flipped, aligned in the print area, deleted. */
function SideLayers(props: {
  layers: DesignLayer[];
  selectedId: string | null;
  area: BlankStudio['sides'][number]['printArea'];
  commit: Commit;
  select: (id: string | null) => void;
}) {
  const { commit, area } = props;
  return (
    <LayersPanel
      layers={props.layers}
      selectedId={props.selectedId}
      onSelect={props.select}
      onOrder={(id, order) => commit((document) => reorderLayer(document, id, order))}
      onToggle={(id, field) => commit((document) => updateLayer(document, id, { [field]: !findLayer(document, id)?.layer[field] }))}
      onDelete={(id) => {
        commit((document) => removeLayer(document, id));
        if (id === props.selectedId) props.select(null);
      }}
      onFlip={(id, axis) => commit((document) => updateLayer(document, id, { [axis]: !findLayer(document, id)?.layer[axis] }))}
      onAlign={(id, alignment) =>
        commit((document) => {
          const layer = findLayer(document, id)?.layer;
          return layer ? updateLayer(document, id, alignedPosition(layer, area, alignment)) : document;
        })
      }
    />
  );
}

/** The design's undo history, and how to record a change in it (merged with the last when `key` names the same field). */
function useDesignHistory(start: () => DesignDocument) {
  const [history, setHistory] = useState<EditHistory<DesignDocument>>(() => startHistory(start()));
  const commit = useCallback<Commit>((change, key) => {
    setHistory((current) => record(current, change(current.present), key));
  }, []);
  useHistoryKeys((action) => setHistory((current) => (action === 'undo' ? undo(current) : redo(current))));
  return { history, setHistory, commit };
}

/** Adding text or an image to the side shown (the new layer selected), and changing a text (its face loaded first). */
function useLayerAdditions(design: DesignDocument, side: BlankStudio['sides'][number], garmentHex: string, commit: Commit, select: (id: string) => void) {
  const addText = async () => {
    if (!canAddLayer(design, side.side)) return;
    const fontFamily = FONT_FAMILY_NAMES[0];
    await loadFace(fontFamily, 400, false);
    const layer = newTextLayer(newLayerId(design, 'text'), fontFamily, garmentHex, side.printArea);
    commit((document) => (findLayer(document, layer.id) ? document : addLayer(document, side.side, layer)));
    select(layer.id);
  };
  const addImage = (image: PickedImage) => {
    const layer = newImageLayer(newLayerId(design, 'image'), image, side.printArea);
    commit((document) => (!canAddLayer(document, side.side) || findLayer(document, layer.id) ? document : addLayer(document, side.side, layer)));
    select(layer.id);
  };
  /** A text change: the face loaded first, then the box measured again about the same centre. */
  const changeText = async (id: string, patch: TextPatch, field: string) => {
    const found = findLayer(design, id);
    if (found?.layer.type !== 'text') return;
    const next = { ...found.layer, ...patch };
    await loadFace(next.fontFamily, next.fontWeight, next.italic);
    commit((document) => retext(document, id, patch), `${id}:${field}`);
  };
  return { addText, addImage, changeText };
}

/** The focusable region around the canvas: Tab walks through the side's layers, then leaves it. */
function CanvasRegion(props: {
  side: GarmentSide;
  layers: DesignLayer[];
  selectedId: string | null;
  select: (id: string | null) => void;
  children: ReactNode;
}) {
  const { layers, selectedId } = props;
  const selected = layers.find((layer) => layer.id === selectedId);
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || layers.length === 0) return;
    const edge = event.shiftKey ? layers[0]?.id : layers.at(-1)?.id;
    if (selectedId === edge) return;
    event.preventDefault();
    props.select(nextLayerId(layers, selectedId, event.shiftKey));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled, focusable region around the canvas, not a set of form fields
    <div
      className="studio-stage"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes focus for its own keys (Tab through layers, arrows, Delete)
      tabIndex={0}
      role="group"
      aria-label={`Design canvas, ${SIDE_LABELS[props.side].toLowerCase()}${selected ? `: selected ${selected.type === 'text' ? 'text' : 'image'} layer` : ''}. Tab selects layers, arrows move them (Shift: 10 mm), Delete removes.`}
      onKeyDown={onKeyDown}
    >
      {props.children}
    </div>
  );
}

export default function Studio({ blank, studio, document: initial, ownerMode, storeCurrency, shownCurrency, label }: StudioIslandProps) {
  const colours = blank.options.map((option) => option.colour);
  const { history, setHistory, commit } = useDesignHistory(
    () => initial ?? emptyDocument({ id: blank.id, sku: blank.sku }, blank.defaultColour ?? colours[0]?.name ?? ''),
  );
  const design = history.present;
  const [sideName, setSideName] = useState<GarmentSide>(studio.sides[0]!.side);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const fontsVersion = useReopenedFaces(design);
  useLayerKeys(selectedId, commit, setSelectedId);

  const side = studio.sides.find((entry) => entry.side === sideName) ?? studio.sides[0]!;
  const layers = design.sides[side.side];
  const selected = layers.find((layer) => layer.id === selectedId);
  const garmentHex = (colours.find((colour) => colour.name === design.colour) ?? colours[0])?.hex ?? '#ffffff';
  const { addText, addImage, changeText } = useLayerAdditions(design, side, garmentHex, commit, setSelectedId);

  const check = useMemo(() => runCheck(design, studio.sides, garmentHex), [design, studio.sides, garmentHex]);
  const lines = useMemo(() => checkLines(design, check), [design, check]);
  const flags = useMemo(() => layerFlags(lines), [lines]);
  const price = designPrice(design, { price: blank.price, salePrice: blank.salePrice, sides: studio.sides });
  const sizes = blank.options.find((option) => option.colour.name === design.colour)?.sizes ?? blank.options[0]?.sizes ?? [];
  const sell: SellOptions | null = ownerMode
    ? { colours: colours.map((colour) => colour.name), storeCurrency, minPrice: blank.minPrice, maxPrice: blank.maxPrice, suggestedPrice: price.total }
    : null;

  return (
    <div className="studio">
      <div className="studio-stage-column">
        <SideTabs
          sides={studio.sides}
          current={side.side}
          design={design}
          onShow={(next) => {
            setSideName(next);
            setSelectedId(null);
          }}
        />
        <CanvasRegion side={side.side} layers={layers} selectedId={selectedId} select={setSelectedId}>
          <StudioCanvas
            side={side}
            colour={design.colour}
            layers={layers}
            selectedId={selectedId}
            flags={flags}
            fontsVersion={fontsVersion}
            onSelect={setSelectedId}
            onGeometry={(id, box, scale) => commit((document) => transformed(document, id, box, scale))}
            label={`${label}, ${SIDE_LABELS[side.side]}`}
          />
        </CanvasRegion>
        <ColourSwatches colours={colours} current={design.colour} onChoose={(colour) => commit((document) => setColour(document, colour))} />
        <DesignToolbar
          canAdd={canAddLayer(design, side.side)}
          canUndo={history.past.length > 0}
          canRedo={history.future.length > 0}
          onAddText={() => void addText()}
          onUndo={() => setHistory(undo)}
          onRedo={() => setHistory(redo)}
        />
      </div>
      <div className="studio-panels">
        <p className="studio-price" aria-live="polite" data-testid="studio-price">
          {priceLine(price, (amount) => formatInCurrency(amount, storeCurrency, shownCurrency))}
        </p>
        <PrintCheckPanel lines={lines} />
        {selected && (
          <PlacementFields
            layer={selected}
            onChange={(patch, field) => commit((document) => updateLayer(document, selected.id, patch), `${selected.id}:${field}`)}
          />
        )}
        {selected?.type === 'text' && <TextPanel layer={selected} onChange={(patch, field) => void changeText(selected.id, patch, field)} />}
        <SideLayers layers={layers} selectedId={selectedId} area={side.printArea} commit={commit} select={setSelectedId} />
        <ImagePanel onPick={addImage} disabled={!canAddLayer(design, side.side)} />
        <SavePanel document={design} sizes={sizes} blockedBecause={blockReason(check, lines)} sell={sell} />
      </div>
    </div>
  );
}
