import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Popup from './Popup.tsx';
import { clampFocalPoint, type FocalPoint } from '../../src/lib/images.ts';
import { focalPointAt, nudgeFocalPoint, objectPosition } from './focal-point.ts';

export interface ImageCropperProps {
  open: boolean;
  src: string;
  alt?: string;
  /** The current focal point; the centre when none was chosen. */
  value?: FocalPoint | undefined;
  onSave: (point: FocalPoint) => void;
  onCancel: () => void;
}

/** Shapes the picture may be cropped to on the storefront (pod ratios and the banner). */
const PREVIEWS = [
  { label: 'Wide', width: 160, height: 58 },
  { label: 'Square', width: 96, height: 96 },
  { label: 'Tall', width: 72, height: 108 },
];

/**
 * The "image cropper" popup: the person picks the point kept in view whenever the picture is
 * cropped (the focal point, clamped 0–1) by clicking or dragging, or with the arrow keys
 * (Shift for bigger steps); previews show the crops the storefront will make.
 */
export default function ImageCropper({ open, src, alt = '', value, onSave, onCancel }: ImageCropperProps) {
  const [point, setPoint] = useState<FocalPoint>(clampFocalPoint(value ?? { x: 0.5, y: 0.5 }));
  const dragging = useRef(false);
  // Opened again, or given another point: start from the point given (by value, not identity).
  const givenX = value?.x;
  const givenY = value?.y;
  useEffect(() => {
    if (open) setPoint(clampFocalPoint(givenX !== undefined && givenY !== undefined ? { x: givenX, y: givenY } : { x: 0.5, y: 0.5 }));
  }, [open, givenX, givenY]);

  function fromPointer(event: PointerEvent<HTMLDivElement>) {
    setPoint(focalPointAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nudgeFocalPoint(point, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setPoint(next);
  }

  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return (
    <Popup
      open={open}
      title="Focal point"
      size="medium"
      onClose={onCancel}
      description={<p>Click the part of the picture that must stay in view when it is cropped.</p>}
    >
      <div
        className="pf-cropper"
        role="slider"
        tabIndex={0}
        aria-label="Focal point"
        aria-valuetext={`${percent(point.x)} from the left, ${percent(point.y)} from the top`}
        aria-valuenow={Math.round(point.x * 100)}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          fromPointer(event);
        }}
        onPointerMove={(event) => dragging.current && fromPointer(event)}
        onPointerUp={() => (dragging.current = false)}
        onKeyDown={onKeyDown}
      >
        <img src={src} alt={alt} draggable={false} />
        <span className="pf-cropper-dot" style={{ left: percent(point.x), top: percent(point.y) }} />
      </div>
      <div className="pf-crop-previews" aria-hidden="true">
        {PREVIEWS.map((preview) => (
          <figure key={preview.label}>
            <img src={src} alt="" width={preview.width} height={preview.height} style={{ objectPosition: objectPosition(point) }} />
            <figcaption>{preview.label}</figcaption>
          </figure>
        ))}
      </div>
      <div className="pf-popup-actions">
        <button type="button" className="pf-button secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="pf-button" onClick={() => onSave(clampFocalPoint(point))}>
          Save focal point
        </button>
      </div>
    </Popup>
  );
}
