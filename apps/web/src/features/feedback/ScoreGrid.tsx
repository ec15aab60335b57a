import { Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { rubricTotals, type Rubric, type RubricScores } from '@dsb/core';
import { useMutation } from '@tanstack/react-query';
import { FEEDBACK_API_MESSAGES, saveScores } from './api';
import { levelsChanged } from './reviewLogic';
import { REVIEW_MESSAGES as M } from './reviewMessages';
import { feedbackError } from './messages';

/**
 * The link's rubric as criteria by levels: one level per criterion (a radio group each, so the
 * arrow keys move between levels), the running total and 'Save scores'.
 */
export function ScoreGrid({
  handinId,
  rubric,
  saved,
  levels,
  onLevels,
  onSaved,
}: {
  handinId: string;
  rubric: Rubric;
  saved: RubricScores | null;
  /** The levels chosen on screen (kept by the page, so returning can save them first). */
  levels: Record<string, number>;
  onLevels: (levels: Record<string, number>) => void;
  onSaved: () => Promise<unknown>;
}) {
  const save = useMutation({ mutationFn: () => saveScores(handinId, levels), onSuccess: onSaved });
  const { total, maxTotal } = rubricTotals(rubric, levels);
  const dirty = levelsChanged(levels, saved?.levels ?? {});
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="review-rubric-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id="review-rubric-title">
            {M.rubricTitle(rubric.name)}
          </Title>
          <Text fw={700} aria-live="polite" data-testid="review-total">
            {M.total(total, maxTotal)}
          </Text>
        </Group>
        {rubric.criteria.map((criterion) => (
          <Radio.Group
            key={criterion.id}
            label={criterion.name}
            value={levels[criterion.id] === undefined ? null : String(levels[criterion.id])}
            onChange={(value) => onLevels({ ...levels, [criterion.id]: Number(value) })}
            data-testid="review-criterion"
            styles={{ label: { fontWeight: 600, marginBottom: 6 } }}
          >
            <SimpleGrid
              cols={{
                base: 1,
                xs: Math.min(criterion.levels.length, 3),
                lg: criterion.levels.length,
              }}
              spacing="xs"
            >
              {criterion.levels.map((level, i) => {
                const points = M.levelPoints(level.points);
                return (
                  <Paper
                    key={i}
                    withBorder
                    radius="sm"
                    p="xs"
                    bg={levels[criterion.id] === i ? 'blue.0' : undefined}
                  >
                    <Radio
                      value={String(i)}
                      label={level.description || M.levelLabel(i + 1, '', points)}
                      description={points}
                      aria-label={M.levelLabel(i + 1, level.description, points)}
                    />
                  </Paper>
                );
              })}
            </SimpleGrid>
          </Radio.Group>
        ))}
        <Group gap="sm">
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!dirty}>
            {M.saveScores()}
          </Button>
          <Text size="sm" c="gray.7" aria-live="polite">
            {dirty ? M.scoresUnsaved() : saved ? M.scoresSaved() : ''}
          </Text>
        </Group>
        {save.isError && (
          <Text size="sm" c="red.9" role="alert">
            {feedbackError(save.error, FEEDBACK_API_MESSAGES.scores())}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
