import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type Konva from 'konva';
import { Group, Image, Layer, Line, Rect, Stage, Text, TextPath, Transformer } from './konva-core.ts';
import type { BlankSide } from '../../src/schemas/blank-studio.ts';
import type { DesignLayer, ImageLayer, TextLayer } from '../../src/schemas/design-document.ts';
import { fontStack } from '../../themes/fonts.ts';
import { nodeAttrs, snapToPrintArea, stageLayout, transformedBox, type NodeTransform } from './geometry.ts';
import { curvedLine, konvaFontStyle, textArc } from './text-layout.ts';
import { useLoadedImage } from './use-loaded-image.ts';

// The design drawn on the garment: the side's mockup in the chosen colour, its print area and
// safe zone, and the layers inside a group scaled to pixels-per-millimetre (geometry.ts), so
// every position Konva reports back is already in millimetres. Drawn only in the browser
// (client:only): Konva never renders on the server (DESIGN.md).

export type LayerFlag = 'block' | 'warn';

interface Props {
  side: BlankSide;
  colour: string;
  layers: readonly DesignLayer[];
  selectedId: string | null;
  /** Print problems per layer id: drawn as outlines. */
  flags: ReadonlyMap<string, LayerFlag>;
  /** Bumped when a font face finishes loading: text is redrawn with it. */
  fontsVersion: number;
  onSelect: (id: string | null) => void;
  /** A drag or transform finished: the layer's new geometry (and, for text, the scale applied to its type). */
  onGeometry: (id: string, box: Pick<DesignLayer, 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'rotation'>, scale: number) => void;
  label: string;
}

const SNAP_PX = 8;
const FLAG_COLOURS: Record<LayerFlag, string> = { block: '#d0021b', warn: '#f5a623' };

function ImageNode({ layer }: { layer: ImageLayer }) {
  const image = useLoadedImage(layer.src);
  return <Image image={image} width={layer.widthMm} height={layer.heightMm} />;
}

function TextNode({ layer }: { layer: TextLayer }) {
  const common = {
    text: layer.curve === 0 ? layer.text : curvedLine(layer.text),
    fontFamily: fontStack(layer.fontFamily),
    fontStyle: konvaFontStyle(layer),
    fontSize: layer.fontSizeMm,
    letterSpacing: layer.letterSpacingMm,
    fill: layer.colour,
  };
  if (layer.curve !== 0) return <TextPath {...common} data={textArc(layer).path} textBaseline="middle" align="center" />;
  // The box was measured at ten times the size (text-layout.ts), where the canvas rounds less;
  // at the drawn size a line may come out a little wider, and Konva cuts a line wider than its
  // width even with wrap="none" ("Wave To AV" drew as "Wave To A"). So the node is drawn wider
  // than the box by `slack`, shifted so the alignment edge stays where the box puts it.
  const slack = layer.widthMm / 2 + layer.fontSizeMm;
  const shift = layer.align === 'left' ? 0 : layer.align === 'center' ? -slack / 2 : -slack;
  return <Text {...common} x={shift} width={layer.widthMm + slack} align={layer.align} lineHeight={1} padding={0} wrap="none" />;
}

/** The holder's width, at most 900 px: the canvas scales to its column's width (phones included). */
function useHolderWidth(holder: RefObject<HTMLDivElement | null>): number {
  const [stageWidth, setStageWidth] = useState(0);
  useEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    const measure = () => setStageWidth(Math.min(element.clientWidth, 900));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [holder]);
  return stageWidth;
}

/** The print area's outline and, inside it, the safe zone's dashed one. */
function PrintAreaOutlines({ area }: { area: BlankSide['printArea'] }) {
  const inset = area.safeInsetMm;
  return (
    <>
      <Rect width={area.widthMm} height={area.heightMm} stroke="#1f6feb" strokeWidth={1} strokeScaleEnabled={false} listening={false} name="print-area" />
      {inset > 0 && (
        <Rect
          x={inset}
          y={inset}
          width={area.widthMm - 2 * inset}
          height={area.heightMm - 2 * inset}
          stroke="#1f6feb"
          strokeWidth={1}
          dash={[4, 4]}
          opacity={0.7}
          strokeScaleEnabled={false}
          listening={false}
          name="safe-zone"
        />
      )}
    </>
  );
}

/** Dashed outlines round the layers with print problems, in the problem's colour. */
function flagOutlines(layers: readonly DesignLayer[], flags: ReadonlyMap<string, LayerFlag>): ReactNode[] {
  return layers.flatMap((layer) => {
    const flag = flags.get(layer.id);
    if (!flag || layer.hidden) return [];
    return [
      <Group key={`flag-${layer.id}`} {...nodeAttrs(layer)} listening={false}>
        <Rect width={layer.widthMm} height={layer.heightMm} stroke={FLAG_COLOURS[flag]} strokeWidth={2} dash={[6, 4]} strokeScaleEnabled={false} />
      </Group>,
    ];
  });
}

/** The snapping guides shown while a layer is dragged onto the print area's centre or edges. */
function SnapGuides({ guides, area }: { guides: { x: number[]; y: number[] }; area: BlankSide['printArea'] }) {
  return (
    <>
      {guides.x.map((x) => (
        <Line key={`gx-${x}`} points={[x, -20, x, area.heightMm + 20]} stroke="#e0338e" strokeWidth={1} strokeScaleEnabled={false} listening={false} />
      ))}
      {guides.y.map((y) => (
        <Line key={`gy-${y}`} points={[-20, y, area.widthMm + 20, y]} stroke="#e0338e" strokeWidth={1} strokeScaleEnabled={false} listening={false} />
      ))}
    </>
  );
}

/** A layer's node: draggable unless locked, selected on press, reporting its moves. */
function LayerNode(props: {
  layer: DesignLayer;
  nodes: RefObject<Map<string, Konva.Group>>;
  onSelect: (id: string) => void;
  onDragMove: (node: Konva.Node) => void;
  onFinish: (node: Konva.Node) => void;
}) {
  const { layer, nodes } = props;
  return (
    <Group
      ref={(node: Konva.Group | null) => {
        if (node) nodes.current.set(layer.id, node);
        else nodes.current.delete(layer.id);
      }}
      {...nodeAttrs(layer)}
      draggable={!layer.locked}
      onMouseDown={() => props.onSelect(layer.id)}
      onTouchStart={() => props.onSelect(layer.id)}
      onDragMove={(event) => props.onDragMove(event.currentTarget)}
      onDragEnd={(event) => props.onFinish(event.currentTarget)}
      onTransformEnd={(event) => props.onFinish(event.currentTarget)}
    >
      {/* A transparent hit box, so thin letters are easy to grab. */}
      <Rect width={layer.widthMm} height={layer.heightMm} fill="rgba(0,0,0,0.001)" />
      {layer.type === 'text' ? <TextNode layer={layer} /> : <ImageNode layer={layer} />}
    </Group>
  );
}

/** Snapping a dragged layer to the print area (with guides), and a finished drag or transform reported as the layer's new geometry. */
function useLayerMoves(area: BlankSide['printArea'], pxPerMm: number, onGeometry: Props['onGeometry']) {
  const [guides, setGuides] = useState<{ x: number[]; y: number[] }>({ x: [], y: [] });

  const finish = (layer: DesignLayer, node: Konva.Node) => {
    const transform: NodeTransform = { x: node.x(), y: node.y(), rotation: node.rotation(), scaleX: node.scaleX(), scaleY: node.scaleY() };
    const box = transformedBox(layer, transform);
    // The node keeps only its flip; the new size comes back through the document.
    node.scaleX(layer.flipX ? -1 : 1);
    node.scaleY(layer.flipY ? -1 : 1);
    setGuides({ x: [], y: [] });
    onGeometry(layer.id, { xMm: box.xMm, yMm: box.yMm, widthMm: box.widthMm, heightMm: box.heightMm, rotation: box.rotation }, box.scaleX);
  };

  const snapWhileDragging = (layer: DesignLayer, node: Konva.Node) => {
    const box = {
      xMm: node.x() - layer.widthMm / 2,
      yMm: node.y() - layer.heightMm / 2,
      widthMm: layer.widthMm,
      heightMm: layer.heightMm,
      rotation: node.rotation(),
    };
    const snap = snapToPrintArea(box, area, SNAP_PX / (pxPerMm || 1));
    node.x(node.x() + snap.dx);
    node.y(node.y() + snap.dy);
    setGuides({ x: snap.guidesX, y: snap.guidesY });
  };

  return { guides, snapWhileDragging, finish };
}

export function StudioCanvas({ side, colour, layers, selectedId, flags, fontsVersion, onSelect, onGeometry, label }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const stageWidth = useHolderWidth(holder);
  const mockup = useLoadedImage(side.mockups[colour] ?? Object.values(side.mockups)[0]);
  const nodes = useRef(new Map<string, Konva.Group>());
  const transformer = useRef<Konva.Transformer>(null);

  const selected = layers.find((layer) => layer.id === selectedId);
  useEffect(() => {
    const node = selected && !selected.locked && !selected.hidden ? nodes.current.get(selected.id) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  });

  const area = side.printArea;
  const layout = stageLayout(stageWidth, { width: mockup?.naturalWidth ?? 1000, height: mockup?.naturalHeight ?? 1000 }, area);
  const { guides, snapWhileDragging, finish } = useLayerMoves(area, layout.pxPerMm, onGeometry);

  return (
    <div
      ref={holder}
      className="studio-canvas"
      data-side={side.side}
      data-px-per-mm={layout.pxPerMm.toFixed(4)}
      data-area-x={layout.areaX.toFixed(1)}
      data-area-y={layout.areaY.toFixed(1)}
    >
      {stageWidth > 0 && (
        <Stage
          width={layout.width}
          height={layout.height}
          onMouseDown={(event) => event.target === event.target.getStage() && onSelect(null)}
          onTouchStart={(event) => event.target === event.target.getStage() && onSelect(null)}
          aria-label={label}
        >
          <Layer>
            {mockup && <Image image={mockup} width={layout.width} height={layout.height} listening={false} />}
            <Group x={layout.areaX} y={layout.areaY} scaleX={layout.pxPerMm} scaleY={layout.pxPerMm} key={fontsVersion}>
              <PrintAreaOutlines area={area} />
              {layers.map((layer) =>
                layer.hidden ? null : (
                  <LayerNode
                    key={layer.id}
                    layer={layer}
                    nodes={nodes}
                    onSelect={onSelect}
                    onDragMove={(node) => snapWhileDragging(layer, node)}
                    onFinish={(node) => finish(layer, node)}
                  />
                ),
              )}
              {flagOutlines(layers, flags)}
              <SnapGuides guides={guides} area={area} />
            </Group>
            <Transformer
              ref={transformer}
              rotateEnabled
              keepRatio={selected?.type === 'text'}
              enabledAnchors={selected?.type === 'text' ? ['top-left', 'top-right', 'bottom-left', 'bottom-right'] : undefined}
              flipEnabled={false}
              ignoreStroke
              boundBoxFunc={(previous, next) => (Math.abs(next.width) < 5 || Math.abs(next.height) < 5 ? previous : next)}
            />
          </Layer>
        </Stage>
      )}
    </div>
  );
}
