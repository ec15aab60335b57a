import { Badge, Tooltip } from '@mantine/core';
import { IconHourglass, IconMessage2 } from '@tabler/icons-react';
import type { StorySummary } from '@dsb/core';
import { PUPIL_MESSAGES as M } from './pupilMessages';

/**
 * A story card's hand-in badge in My Data Stories (docs/product/feedback.md): "Handed in" while
 * it waits, "Feedback" once returned; nothing for a story never handed in.
 */
export function HandinBadge({ handin }: { handin: StorySummary['handin'] }) {
  if (!handin) return null;
  const waiting = handin.status === 'waiting';
  const label = waiting
    ? M.badgeWaitingLabel(handin.version)
    : M.badgeReturnedLabel(handin.version);
  return (
    <Tooltip label={label}>
      <Badge
        variant="light"
        color={waiting ? 'blue' : 'orange'}
        size="md"
        tt="none"
        leftSection={
          waiting ? <IconHourglass size={12} aria-hidden /> : <IconMessage2 size={12} aria-hidden />
        }
        aria-label={label}
        role="img"
        data-testid="handin-badge"
        data-status={handin.status}
      >
        {waiting ? M.badgeWaiting() : M.badgeReturned()}
      </Badge>
    </Tooltip>
  );
}
