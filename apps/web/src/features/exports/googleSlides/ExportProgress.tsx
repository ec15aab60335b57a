import { Group, Loader, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { exportMessages } from '../messages';
import { renderingText } from '../useSlideRenders';

/** Where the export is: drawing the slides (i of n), or waiting for Google. */
export type ExportStage = { name: 'preparing'; done: number; total: number } | { name: 'creating' };

const text = exportMessages.google;

/** The exporting step's two named steps, each pending, running or done. */
export const exportSteps = () => [text.preparing(), text.creating()] as const;

export function ExportProgress({ stage }: { stage: ExportStage }) {
  const current = stage.name === 'preparing' ? 0 : 1;
  return (
    <Stack gap="sm" role="status" aria-live="polite" data-testid="google-slides-progress">
      {exportSteps().map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'running' : 'pending';
        return (
          <Group key={index} gap="sm" wrap="nowrap">
            {state === 'running' ? (
              <Loader size={20} aria-hidden />
            ) : (
              <ThemeIcon
                size={20}
                radius="xl"
                variant="transparent"
                color={state === 'done' ? 'green' : 'gray'}
                aria-hidden
              >
                {state === 'done' ? <IconCircleCheck size={20} /> : <IconCircleDashed size={20} />}
              </ThemeIcon>
            )}
            <Text
              fw={state === 'running' ? 600 : 400}
              c={state === 'pending' ? 'dimmed' : undefined}
            >
              {label}
              {state === 'done' && <VisuallyHidden>{text.done()}</VisuallyHidden>}
            </Text>
          </Group>
        );
      })}
      {stage.name === 'preparing' && (
        <Stack gap={4} ps={32}>
          <Text size="sm" c="dimmed">
            {renderingText(Math.min(stage.done + 1, stage.total), stage.total)}
          </Text>
          <Progress
            value={(stage.done / Math.max(stage.total, 1)) * 100}
            aria-label={text.preparing()}
          />
        </Stack>
      )}
      {stage.name === 'creating' && (
        <Text size="sm" c="dimmed" ps={32}>
          {text.googleWorking()}
        </Text>
      )}
    </Stack>
  );
}
