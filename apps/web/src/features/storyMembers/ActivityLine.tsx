import { Text, type MantineSize } from '@mantine/core';
import { useState } from 'react';
import type { MemberActivity } from '@dsb/core';
import { activeAgo, activeAt, activityCounts } from './activity';
import { memberMessages } from './messages';

type Props = { activity: MemberActivity; size?: MantineSize };

/**
 * One member's part in a group story: '12 edits · 85 words · 3 objects · active 5 min ago' (the
 * exact time on hover), or 'No edits yet' (docs/product/group-work.md, "Activity").
 */
export function ActivityLine({ activity, size = 'xs' }: Props) {
  // The time the list was shown: it is fetched again each time the panel opens.
  const [now] = useState(() => Date.now());
  if (activity.edits === 0)
    return (
      <Text size={size} c="gray.7" data-testid="member-activity">
        {memberMessages.activity.noEdits()}
      </Text>
    );
  const when = activeAgo(activity.lastActiveAt, now);
  return (
    <Text size={size} c="gray.7" data-testid="member-activity">
      {activityCounts(activity)}
      {when && (
        <>
          {' · '}
          <time
            dateTime={activity.lastActiveAt!}
            title={activeAt(activity.lastActiveAt)}
            style={{ whiteSpace: 'nowrap' }}
          >
            {when}
          </time>
        </>
      )}
    </Text>
  );
}
