import { Box, UnstyledButton } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../i18n';
import { useStory } from '../stories';
import { markersFor } from './feedbackModel';
import { useFeedbackPanel, usePlacedFeedback } from './pupilFeedback';
import { PUPIL_MESSAGES as M } from './pupilMessages';

/**
 * The teacher's point comments on the slide shown, as numbered buttons laid over the canvas (DOM,
 * never Fabric objects, so they are never saved or exported). Drawn while the feedback panel is
 * open; choosing one shows its comment in the panel. Place it in a box exactly the slide's size.
 */
export function FeedbackMarkers() {
  const open = useFeedbackPanel((s) => s.open);
  const activeId = useFeedbackPanel((s) => s.activeId);
  const choose = useFeedbackPanel((s) => s.choose);
  const [params] = useSearchParams();
  const storyId = useStory((s) => s.story?._id ?? null);
  const slideIndex = Number(params.get('slide') ?? 0);
  const slideId = useStory((s) => s.story?.slides[slideIndex]?.id ?? null);
  const { placed } = usePlacedFeedback(open ? storyId : null);
  const markers = open ? markersFor(placed, slideId) : [];
  if (markers.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={M.markersLabel()}
      pos="absolute"
      inset={0}
      style={{ pointerEvents: 'none', zIndex: 5 }}
      data-testid="feedback-markers"
    >
      {markers.map((marker) => {
        const active = marker.id === activeId;
        return (
          <UnstyledButton
            key={marker.id}
            aria-label={M.marker(marker.number, marker.text)}
            aria-pressed={active}
            onClick={() => choose(marker.id)}
            data-testid="feedback-marker"
            data-done={marker.done || undefined}
            className="mantine-focus-auto"
            style={{
              position: 'absolute',
              left: `${marker.left}%`,
              top: `${marker.top}%`,
              transform: 'translate(-50%, -50%)',
              pointerEvents: 'auto',
              width: 28,
              height: 28,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontSize: 14,
              fontWeight: 700,
              color: 'white',
              background: marker.done
                ? 'var(--mantine-color-gray-7)'
                : 'var(--mantine-color-orange-9)',
              border: '2px solid white',
              boxShadow: active
                ? '0 0 0 3px var(--mantine-color-blue-7)'
                : '0 1px 4px rgba(0,0,0,0.4)',
            }}
          >
            {formatNumber(marker.number)}
          </UnstyledButton>
        );
      })}
    </Box>
  );
}
