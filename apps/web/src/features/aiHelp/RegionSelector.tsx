import { Box } from '@mantine/core';
import type { SelectionRegion } from '@dsb/core';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  boxFromDrag,
  containedRect,
  isBigEnough,
  keyboardStartBox,
  nudgeBox,
  toImagePercent,
  type Box as SelectionBox,
  type Point,
  type View,
} from './regionSelection';
import { aiHelpMessages } from './messages';

export type RegionChoice = { region: SelectionRegion; croppedImage: string | null };

/**
 * Draws a selection box over the chart (docs/product/ai-help.md): drag with a mouse, pen or
 * finger (pointer events), or with the keyboard: arrows move the box, Shift+arrows resize it,
 * Enter asks about it, Escape clears it.
 */
export function RegionSelector({
  view,
  image,
  onSelect,
}: {
  view: View;
  image: () => HTMLImageElement | null;
  onSelect: (choice: RegionChoice) => void;
}) {
  const area = useRef<HTMLDivElement>(null);
  const start = useRef<Point | null>(null);
  const [box, setBox] = useState<SelectionBox | null>(null);

  useEffect(() => area.current?.focus(), []);

  const size = () => {
    const r = area.current!.getBoundingClientRect();
    return { width: r.width, height: r.height };
  };
  const local = (e: PointerEvent) => {
    const r = area.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const finish = (chosen: SelectionBox | null) => {
    setBox(null);
    const img = image();
    // Boxes under 20 px on either side are discarded.
    if (!chosen || !img || !isBigEnough(chosen)) return;
    const drawn = containedRect({ width: img.naturalWidth, height: img.naturalHeight }, size());
    const region = toImagePercent(chosen, view, drawn);
    if (region) onSelect({ region, croppedImage: cropRegion(img, region) });
  };

  const down = (e: PointerEvent<HTMLDivElement>) => {
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = local(e);
    setBox(null);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    e.stopPropagation();
    if (start.current) setBox(boxFromDrag(start.current, local(e), size()));
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    e.stopPropagation();
    if (!start.current) return;
    const chosen = boxFromDrag(start.current, local(e), size());
    start.current = null;
    finish(chosen);
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key.startsWith('Arrow')) {
      e.preventDefault();
      setBox((b) => nudgeBox(b ?? keyboardStartBox(size()), e.key, e.shiftKey, size()));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      finish(box);
    } else if (e.key === 'Escape' && box) {
      e.stopPropagation(); // clear the box, keep the modal open
      setBox(null);
    }
  };

  return (
    <Box
      ref={area}
      tabIndex={0}
      role="application"
      aria-label={aiHelpMessages.region.selector()}
      data-testid="region-selector"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        start.current = null;
        setBox(null);
      }}
      onKeyDown={key}
      className="region-selector"
      style={{
        position: 'absolute',
        inset: 0,
        cursor: 'crosshair',
        touchAction: 'none',
        zIndex: 2,
      }}
    >
      {box && (
        <div
          data-testid="region-box"
          style={{
            position: 'absolute',
            left: box.left,
            top: box.top,
            width: box.width,
            height: box.height,
            border: '2px dashed var(--mantine-color-blue-8)',
            background: 'rgba(25, 113, 194, 0.12)',
            pointerEvents: 'none',
          }}
        />
      )}
    </Box>
  );
}

/** The selected part of the chart as a JPEG data URL (for models that read images), or null. */
function cropRegion(img: HTMLImageElement, region: SelectionRegion): string | null {
  try {
    const sx = (region.x / 100) * img.naturalWidth;
    const sy = (region.y / 100) * img.naturalHeight;
    const sw = (region.width / 100) * img.naturalWidth;
    const sh = (region.height / 100) * img.naturalHeight;
    const scale = Math.min(1, 1000 / Math.max(sw, sh));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(sw * scale));
    canvas.height = Math.max(1, Math.round(sh * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(img, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return null; // a cross-origin picture cannot be read back; the region alone still works
  }
}
