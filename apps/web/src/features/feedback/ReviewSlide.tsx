import { Box, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCrosshair } from '@tabler/icons-react';
import type { FeedbackComment, HandinSlide } from '@dsb/core';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { formatNumber } from '../../i18n';
import { SlideImage } from '../customLinks';
import { moveCrosshair, pointFromClick, type Point } from './reviewLogic';
import { REVIEW_MESSAGES as M } from './reviewMessages';
import classes from './review.module.css';

/**
 * The slide's width on the review screen: near its stored size (375 px), less on a narrow screen
 * or a short one, so the whole slide fits under the header (a tablet held sideways).
 */
export const REVIEW_SLIDE_WIDTH = 'min(360px, 100%, calc((100vh - 190px) * 375 / 667))';

/**
 * One slide at full size with the numbered markers of the comments on its points. A click or tap
 * picks a point for the next comment; 'Comment on a point' does the same by keyboard with a
 * crosshair (docs/accessibility.md asks for the canvas to work without a mouse).
 */
export function ReviewSlide({
  slide,
  label,
  comments,
  draftPoint,
  onPoint,
  onShowComment,
}: {
  slide: HandinSlide;
  label: string;
  /** The comments pinned to points of this slide. */
  comments: readonly FeedbackComment[];
  /** The point the comment being written is on, if any. */
  draftPoint: Point | null;
  onPoint: (point: Point) => void;
  onShowComment: (commentId: string) => void;
}) {
  const area = useRef<HTMLDivElement>(null);
  const [crosshair, setCrosshair] = useState<Point | null>(null);

  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (!area.current) return;
    setCrosshair(null);
    onPoint(pointFromClick(area.current.getBoundingClientRect(), event.clientX, event.clientY));
  };
  const startPointMode = () => {
    setCrosshair(draftPoint ?? { x: 0.5, y: 0.5 });
    requestAnimationFrame(() => area.current?.focus());
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!crosshair) return;
    const moved = moveCrosshair(crosshair, event.key, event.shiftKey);
    if (moved) {
      event.preventDefault();
      setCrosshair(moved);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setCrosshair(null);
      onPoint(crosshair);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setCrosshair(null);
    }
  };
  const at = (p: Point) => ({ left: `${p.x * 100}%`, top: `${p.y * 100}%` });
  const helpId = `review-point-help-${slide.id}`;

  return (
    <Stack gap="xs" w={REVIEW_SLIDE_WIDTH} style={{ flexShrink: 0 }}>
      <Box pos="relative">
        <SlideImage
          previewImage={slide.previewImage}
          canvasState={slide.canvasState}
          label={label}
          width="100%"
        />
        <div
          ref={area}
          className={classes.pointArea}
          data-choosing={crosshair ? 'true' : undefined}
          onClick={click}
          onKeyDown={key}
          onBlur={() => setCrosshair(null)}
          tabIndex={crosshair ? 0 : -1}
          role="group"
          aria-label={M.pointArea(label)}
          aria-describedby={helpId}
          data-testid="review-point-area"
        >
          {comments.map((c) =>
            c.target.kind === 'slide' ? (
              <button
                key={c.id}
                type="button"
                className={classes.marker}
                style={at(c.target)}
                onClick={(event) => {
                  event.stopPropagation();
                  onShowComment(c.id);
                }}
                tabIndex={-1}
                aria-label={M.marker(c.number ?? 0)}
                data-testid="review-marker"
              >
                {c.number === null ? null : formatNumber(c.number)}
              </button>
            ) : null,
          )}
          {draftPoint && (
            <span
              className={`${classes.marker} ${classes.draftMarker}`}
              style={at(draftPoint)}
              role="img"
              aria-label={M.newMarker()}
              data-testid="review-draft-marker"
            >
              +
            </span>
          )}
          {crosshair && (
            <span className={classes.crosshair} style={at(crosshair)} aria-hidden="true" />
          )}
        </div>
      </Box>
      <Text id={helpId} size="xs" c="gray.7">
        {crosshair ? M.pointModeHelp() : M.slideHelp()}
      </Text>
      {crosshair && (
        <VisuallyHidden aria-live="polite">
          {M.crosshairAt(Math.round(crosshair.x * 100), Math.round(crosshair.y * 100))}
        </VisuallyHidden>
      )}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconCrosshair size={14} aria-hidden />}
        onClick={startPointMode}
        style={{ alignSelf: 'flex-start' }}
      >
        {M.pointMode()}
      </Button>
    </Stack>
  );
}
