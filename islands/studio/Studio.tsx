import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { CurrencyDefinition } from '../../src/lib/currencies.ts';
import type { BlankStudio, GarmentSide } from '../../src/schemas/blank-studio.ts';
import type { DesignDocument, DesignLayer, TextLayer } from '../../src/schemas/design-document.ts';
import type { ProductOption } from '../../src/schemas/product.ts';
import { isDarkGarment } from '../../src/lib/studio/ink-colours.ts';
import { designPrice, formatInCurrency } from '../../src/lib/studio/pricing.ts';
import { largestPrintWidthMm } from '../../src/lib/studio/print-resolution.ts';
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
import { blockReason, checkLines, layerFlags, runCheck, SIDE_LABELS } from './print-check.ts';
import { loadFace } from './studio-fonts.ts';
import { textBox } from './text-layout.ts';
import { priceLine } from './price-line.ts';
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
const DEFAULT_TEXT_SIZE_MM = 30;

const isFormControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export default function Studio({ blank, studio, document: initial, ownerMode, storeCurrency, shownCurrency, label }: StudioIslandProps) {
  const colours = blank.options.map((option) => option.colour);
  const startColour = initial?.colour ?? blank.defaultColour ?? colours[0]?.name ?? '';
  const [history, setHistory] = useState<EditHistory<DesignDocument>>(() =>
    startHistory(initial ?? emptyDocument({ id: blank.id, sku: blank.sku }, startColour)),
  );
  const design = history.present;
  const [sideName, setSideName] = useState<GarmentSide>(studio.sides[0]!.side);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [fontsVersion, setFontsVersion] = useState(0);
  const canvasHolder = useRef<HTMLDivElement>(null);

  const side = studio.sides.find((entry) => entry.side === sideName) ?? studio.sides[0]!;
  const layers = design.sides[side.side];
  const selected = layers.find((layer) => layer.id === selectedId);
  const garment = colours.find((colour) => colour.name === design.colour) ?? colours[0];
  const garmentHex = garment?.hex ?? '#ffffff';

  /** Records a change of the design (merged with the last when `key` names the same field). */
  const commit = useCallback((change: (document: DesignDocument) => DesignDocument, key?: string) => {
    setHistory((current) => record(current, change(current.present), key));
  }, []);

  useHistoryKeys((action) => setHistory((current) => (action === 'undo' ? undo(current) : redo(current))));

  // A reopened design draws with its own faces: load them, then redraw.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount on purpose: later faces are loaded before they are used
  useEffect(() => {
    const texts = Object.values(design.sides)
      .flat()
      .filter((layer): layer is TextLayer => layer.type === 'text');
    if (texts.length === 0) return;
    void Promise.all(texts.map((layer) => loadFace(layer.fontFamily, layer.fontWeight, layer.italic))).then(() => setFontsVersion((version) => version + 1));
  }, []);

  const check = useMemo(() => runCheck(design, studio.sides, garmentHex), [design, studio.sides, garmentHex]);
  const lines = useMemo(() => checkLines(design, check), [design, check]);
  const flags = useMemo(() => layerFlags(lines), [lines]);
  const blocked = blockReason(check, lines);
  const price = designPrice(design, { price: blank.price, salePrice: blank.salePrice, sides: studio.sides });

  const addText = async () => {
    if (!canAddLayer(design, side.side)) return;
    const fontFamily = FONT_FAMILY_NAMES[0];
    await loadFace(fontFamily, 400, false);
    const base = {
      text: 'Your text',
      fontFamily,
      fontWeight: 400,
      italic: false,
      fontSizeMm: DEFAULT_TEXT_SIZE_MM,
      colour: isDarkGarment(garmentHex) ? '#ffffff' : '#111111',
      align: 'center' as const,
      letterSpacingMm: 0,
      curve: 0,
    };
    const box = textBox(base);
    const area = side.printArea;
    const id = newLayerId(design, 'text');
    commit((document) => {
      const layer: TextLayer = {
        id,
        type: 'text',
        ...base,
        ...box,
        xMm: (area.widthMm - box.widthMm) / 2,
        yMm: Math.max(area.safeInsetMm, area.heightMm * 0.15),
        rotation: 0,
        flipX: false,
        flipY: false,
        locked: false,
        hidden: false,
      };
      return findLayer(document, id) ? document : addLayer(document, side.side, layer);
    });
    setSelectedId(id);
  };

  const addImage = (image: PickedImage) => {
    const area = side.printArea;
    // As large as it stays sharp (150 DPI), within 80% of the print area.
    const ratio = image.pixelHeight / image.pixelWidth;
    let widthMm = Math.min(largestPrintWidthMm(image.pixelWidth), area.widthMm * 0.8);
    if (widthMm * ratio > area.heightMm * 0.8) widthMm = (area.heightMm * 0.8) / ratio;
    const heightMm = widthMm * ratio;
    const id = newLayerId(design, 'image');
    commit((document) => {
      if (!canAddLayer(document, side.side) || findLayer(document, id)) return document;
      return addLayer(document, side.side, {
        id,
        type: 'image',
        src: image.src,
        pixelWidth: image.pixelWidth,
        pixelHeight: image.pixelHeight,
        xMm: (area.widthMm - widthMm) / 2,
        yMm: (area.heightMm - heightMm) / 2,
        widthMm,
        heightMm,
        rotation: 0,
        flipX: false,
        flipY: false,
        locked: false,
        hidden: false,
      });
    });
    setSelectedId(id);
  };

  /** A text change: the face loaded first, then the box measured again about the same centre. */
  const changeText = async (id: string, patch: TextPatch, field: string) => {
    const found = findLayer(design, id);
    if (found?.layer.type !== 'text') return;
    const next = { ...found.layer, ...patch };
    await loadFace(next.fontFamily, next.fontWeight, next.italic);
    commit((document) => {
      const current = findLayer(document, id)?.layer;
      if (current?.type !== 'text') return document;
      const merged = { ...current, ...patch };
      const box = textBox(merged);
      const centreX = current.xMm + current.widthMm / 2;
      const centreY = current.yMm + current.heightMm / 2;
      return updateLayer(document, id, { ...patch, ...box, xMm: centreX - box.widthMm / 2, yMm: centreY - box.heightMm / 2 });
    }, `${id}:${field}`);
  };

  const onGeometry = (id: string, box: Pick<DesignLayer, 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'rotation'>, scale: number) => {
    commit((document) => {
      const current = findLayer(document, id)?.layer;
      if (!current) return document;
      if (current.type !== 'text' || Math.abs(scale - 1) < 1e-6) return updateLayer(document, id, box);
      // Text scales by its type: a larger size, its spacing with it, and the box measured again.
      const merged = {
        ...current,
        fontSizeMm: Math.min(500, Math.max(2, current.fontSizeMm * scale)),
        letterSpacingMm: Math.min(50, Math.max(-10, current.letterSpacingMm * scale)),
      };
      const measured = textBox(merged);
      const centreX = box.xMm + box.widthMm / 2;
      const centreY = box.yMm + box.heightMm / 2;
      return updateLayer(document, id, {
        fontSizeMm: merged.fontSizeMm,
        letterSpacingMm: merged.letterSpacingMm,
        rotation: box.rotation,
        ...measured,
        xMm: centreX - measured.widthMm / 2,
        yMm: centreY - measured.heightMm / 2,
      });
    });
  };

  // Arrows nudge the selected layer (Shift: 10 mm), Delete removes it: anywhere but in a form control.
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
        setSelectedId(null);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [selectedId, commit]);

  // Tab on the canvas walks through the side's layers, then leaves the canvas.
  const onCanvasKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || layers.length === 0) return;
    const edge = event.shiftKey ? layers[0]?.id : layers.at(-1)?.id;
    if (selectedId === edge) return;
    event.preventDefault();
    setSelectedId(nextLayerId(layers, selectedId, event.shiftKey));
  };

  const showSide = (next: GarmentSide) => {
    setSideName(next);
    setSelectedId(null);
  };

  const sizes = blank.options.find((option) => option.colour.name === design.colour)?.sizes ?? blank.options[0]?.sizes ?? [];
  const sell: SellOptions | null = ownerMode
    ? { colours: colours.map((colour) => colour.name), storeCurrency, minPrice: blank.minPrice, maxPrice: blank.maxPrice, suggestedPrice: price.total }
    : null;

  return (
    <div className="studio">
      <div className="studio-stage-column">
        <div role="tablist" aria-label="Side" className="studio-sides">
          {studio.sides.map((entry) => (
            <button key={entry.side} type="button" role="tab" aria-selected={entry.side === side.side} onClick={() => showSide(entry.side)}>
              {SIDE_LABELS[entry.side]}
              {design.sides[entry.side].some((layer) => !layer.hidden) ? ' •' : ''}
            </button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled, focusable region around the canvas, not a set of form fields */}
        <div
          ref={canvasHolder}
          className="studio-stage"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes focus for its own keys (Tab through layers, arrows, Delete)
          tabIndex={0}
          role="group"
          aria-label={`Design canvas, ${SIDE_LABELS[side.side].toLowerCase()}${selected ? `: selected ${selected.type === 'text' ? 'text' : 'image'} layer` : ''}. Tab selects layers, arrows move them (Shift: 10 mm), Delete removes.`}
          onKeyDown={onCanvasKey}
        >
          <StudioCanvas
            side={side}
            colour={design.colour}
            layers={layers}
            selectedId={selectedId}
            flags={flags}
            fontsVersion={fontsVersion}
            onSelect={setSelectedId}
            onGeometry={onGeometry}
            label={`${label}, ${SIDE_LABELS[side.side]}`}
          />
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo */}
        <div role="group" aria-label="Garment colour" className="studio-swatches">
          {colours.map((colour) => (
            <button
              key={colour.name}
              type="button"
              aria-pressed={colour.name === design.colour}
              aria-label={colour.name}
              title={colour.name}
              style={{ background: colour.hex }}
              onClick={() => commit((document) => setColour(document, colour.name))}
            />
          ))}
          <span className="studio-colour-name">{design.colour}</span>
        </div>
        <div className="studio-toolbar" role="toolbar" aria-label="Design">
          <button type="button" onClick={() => void addText()} disabled={!canAddLayer(design, side.side)}>
            Add text
          </button>
          <button type="button" onClick={() => setHistory(undo)} disabled={history.past.length === 0} aria-keyshortcuts="Control+Z">
            Undo
          </button>
          <button type="button" onClick={() => setHistory(redo)} disabled={history.future.length === 0} aria-keyshortcuts="Control+Shift+Z Control+Y">
            Redo
          </button>
        </div>
      </div>
      <div className="studio-panels">
        <p className="studio-price" aria-live="polite" data-testid="studio-price">
          {priceLine(price, (amount) => formatInCurrency(amount, storeCurrency, shownCurrency))}
        </p>
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
        {selected && (
          <PlacementFields
            layer={selected}
            onChange={(patch, field) => commit((document) => updateLayer(document, selected.id, patch), `${selected.id}:${field}`)}
          />
        )}
        {selected?.type === 'text' && <TextPanel layer={selected} onChange={(patch, field) => void changeText(selected.id, patch, field)} />}
        <LayersPanel
          layers={layers}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onOrder={(id, order) => commit((document) => reorderLayer(document, id, order))}
          onToggle={(id, field) => commit((document) => updateLayer(document, id, { [field]: !findLayer(document, id)?.layer[field] }))}
          onDelete={(id) => {
            commit((document) => removeLayer(document, id));
            if (id === selectedId) setSelectedId(null);
          }}
          onFlip={(id, axis) => commit((document) => updateLayer(document, id, { [axis]: !findLayer(document, id)?.layer[axis] }))}
          onAlign={(id, alignment) =>
            commit((document) => {
              const layer = findLayer(document, id)?.layer;
              return layer ? updateLayer(document, id, alignedPosition(layer, side.printArea, alignment)) : document;
            })
          }
        />
        <ImagePanel onPick={addImage} disabled={!canAddLayer(design, side.side)} />
        <SavePanel document={design} sizes={sizes} blockedBecause={blocked} sell={sell} />
      </div>
    </div>
  );
}
