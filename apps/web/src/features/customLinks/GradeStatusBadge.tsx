import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock } from '@tabler/icons-react';
import { useId } from 'react';
import type { GradeSendStatus } from '@dsb/core';
import { LINK_FEEDBACK_MESSAGES as FM } from './messages';

const LOOK = {
  waiting: { color: 'yellow', Icon: IconClock },
  sent: { color: 'green', Icon: IconCheck },
  failed: { color: 'red', Icon: IconAlertTriangle },
} as const;

/**
 * Whether a returned score reached the learning platform's gradebook (docs/product/lti.md,
 * "Grades"); nothing for a story outside a course. The words say it; colour and icon repeat it.
 * The hint is a tooltip (hover, focus, touch) and the badge's description for screen readers.
 */
export function GradeStatusBadge({ status }: { status: GradeSendStatus | null | undefined }) {
  const hintId = useId();
  if (!status) return null;
  const { color, Icon } = LOOK[status];
  return (
    <>
      <Tooltip
        label={FM.gradeHint[status]()}
        multiline
        w={260}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <Badge
          variant="light"
          color={color}
          tt="none"
          leftSection={<Icon size={12} aria-hidden />}
          tabIndex={0}
          aria-describedby={hintId}
          data-testid="grade-status"
          data-status={status}
          styles={{
            root: { height: 'auto', maxWidth: '100%' },
            label: { whiteSpace: 'normal', textAlign: 'start' },
          }}
        >
          {FM.grade[status]()}
        </Badge>
      </Tooltip>
      <VisuallyHidden id={hintId}>{FM.gradeHint[status]()}</VisuallyHidden>
    </>
  );
}
