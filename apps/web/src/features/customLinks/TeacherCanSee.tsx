import { Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { arrivalMessages as M } from './arrival/messages';

/** Tells a pupil that the story they start from a class link is visible to its owner. */
export function TeacherCanSee({ detail = false }: { detail?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="teacher-can-see">
      <IconEye
        size={18}
        color="var(--mantine-color-teal-8)"
        aria-hidden
        style={{ flexShrink: 0 }}
      />
      <Text size="sm" c="teal.9">
        <Text span fw={600} inherit>
          {M.teacherCanSee()}
        </Text>
        {detail && (
          <Text span inherit>
            {M.teacherCanSeeDetail()}
          </Text>
        )}
      </Text>
    </Group>
  );
}
