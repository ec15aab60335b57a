import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { formatNumber } from '../../i18n';
import { RegionSelector, type RegionChoice } from '../aiHelp';
import { evidenceMessages } from './messages';
import {
  EVIDENCE_ZOOM,
  INITIAL_VIEW,
  panBy,
  pinchZoom,
  wheelZoom,
  zoomIn,
  zoomOut,
  type Point,
  type Size,
  type ZoomView,
} from './zoom';

/** Wheel events closer together than this count once. */
const WHEEL_THROTTLE_MS = 30;

type Pinch = { start: ZoomView; from: [Point, Point] };

/**
 * The chart in the evidence modal (docs/product/evidence.md): buttons, wheel, drag and two-finger
 * pinch zoom it between 0.5x and 4x; pointer events serve mouse, pen and touch alike.
 */
export function ZoomableImage({
  src,
  alt,
  selecting = false,
  onRegion,
}: {
  src: string;
  alt: string;
  /** 'Ask about a specific section' is on: drags draw a box instead of panning. */
  selecting?: boolean;
  onRegion?: (choice: RegionChoice) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const [view, setView] = useState<ZoomView>(INITIAL_VIEW);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<Pinch | null>(null);

  const measure = (): { box: Size; left: number; top: number } => {
    const r = frame.current!.getBoundingClientRect();
    return { box: { width: r.width, height: r.height }, left: r.left, top: r.top };
  };
  const local = (e: { clientX: number; clientY: number }): Point => {
    const { left, top } = measure();
    return { x: e.clientX - left, y: e.clientY - top };
  };

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    let last = 0;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (event.timeStamp - last < WHEEL_THROTTLE_MS) return;
      last = event.timeStamp;
      const r = el.getBoundingClientRect();
      const at = { x: event.clientX - r.left, y: event.clientY - r.top };
      setView((v) => wheelZoom(v, event.deltaY, at, { width: r.width, height: r.height }));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const down = (e: ReactPointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, local(e));
    const points = [...pointers.current.values()];
    pinch.current = points.length === 2 ? { start: view, from: [points[0]!, points[1]!] } : null;
  };
  const move = (e: ReactPointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(e.pointerId);
    if (!previous) return;
    const point = local(e);
    pointers.current.set(e.pointerId, point);
    const { box } = measure();
    const points = [...pointers.current.values()];
    if (pinch.current && points.length === 2) {
      setView(pinchZoom(pinch.current.start, pinch.current.from, [points[0]!, points[1]!], box));
    } else if (points.length === 1) {
      setView((v) => panBy(v, point.x - previous.x, point.y - previous.y, box));
    }
  };
  const up = (e: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const step = (zoom: typeof zoomIn) => setView((v) => zoom(v, measure().box));
  const percent = formatNumber(Math.round(view.scale * 100) / 100, { style: 'percent' });
  const t = evidenceMessages.detail;

  return (
    <Box>
      <Box
        ref={frame}
        data-testid="evidence-zoom-frame"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        style={{
          position: 'relative',
          width: '100%',
          aspectRatio: '1500 / 1040',
          maxHeight: '62vh',
          overflow: 'hidden',
          touchAction: 'none',
          cursor: selecting ? 'crosshair' : view.scale > 1 ? 'grab' : 'zoom-in',
          background: 'var(--mantine-color-gray-0)',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
        }}
      >
        <div
          data-testid="evidence-zoom-content"
          data-scale={view.scale}
          style={{
            position: 'absolute',
            inset: 0,
            transformOrigin: '0 0',
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          }}
        >
          <img
            ref={picture}
            src={src}
            alt={alt}
            draggable={false}
            style={{ width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none' }}
          />
        </div>
        {selecting && onRegion && (
          <RegionSelector view={view} image={() => picture.current} onSelect={onRegion} />
        )}
      </Box>
      <Group gap={4} mt={6} justify="center">
        <Tooltip label={t.zoomOut()}>
          <ActionIcon
            variant="default"
            aria-label={t.zoomOut()}
            onClick={() => step(zoomOut)}
            disabled={view.scale <= EVIDENCE_ZOOM.min}
          >
            <IconZoomOut size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" w={52} ta="center" data-testid="zoom-level" aria-live="polite">
          {percent}
        </Text>
        <Tooltip label={t.zoomIn()}>
          <ActionIcon
            variant="default"
            aria-label={t.zoomIn()}
            onClick={() => step(zoomIn)}
            disabled={view.scale >= EVIDENCE_ZOOM.max}
          >
            <IconZoomIn size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t.resetZoom()}>
          <ActionIcon
            variant="default"
            aria-label={t.resetZoom()}
            onClick={() => setView(INITIAL_VIEW)}
          >
            <IconZoomReset size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Box>
  );
}
