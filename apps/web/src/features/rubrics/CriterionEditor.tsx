import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import {
  MAX_CRITERION_NAME_LENGTH,
  MAX_LEVEL_DESCRIPTION_LENGTH,
  MAX_RUBRIC_LEVELS,
  MAX_RUBRIC_POINTS,
} from '@dsb/core';
import { pointsHint, rubricText, RUBRICS_MESSAGES as M } from './messages';
import { levelsLimit, type CriterionDraft, type LevelDraft } from './rubricDraft';
import { HINT_STYLES } from './styles';

export type CriterionActions = {
  rename: (key: string, name: string) => void;
  move: (key: string, by: -1 | 1) => void;
  remove: (key: string) => void;
  addLevel: (key: string) => void;
  changeLevel: (
    key: string,
    levelKey: string,
    change: Partial<Pick<LevelDraft, 'description' | 'points'>>,
  ) => void;
  moveLevel: (key: string, levelKey: string, by: -1 | 1) => void;
  removeLevel: (key: string, levelKey: string) => void;
};

type Props = {
  criterion: CriterionDraft;
  index: number;
  count: number;
  /** The message to show for a place of the draft (see `DraftErrors`). */
  error: (place: string) => string | undefined;
  actions: CriterionActions;
};

// Levels side by side where they fit (up to five on a desktop), one under another on a phone.
const LEVEL_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
  gap: 'var(--mantine-spacing-sm)',
} as const;

/** One criterion of the rubric editor: its name, its levels, and moving or removing it. */
export function CriterionEditor({ criterion, index, count, error, actions }: Props) {
  const n = index + 1;
  const { key } = criterion;
  const headingId = `criterion-${key}`;
  const limitMessage = levelsLimit(criterion);
  const limit = limitMessage === null ? null : rubricText(limitMessage);
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={4} id={headingId}>
            {M.criterionHeading({ n })}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={M.criterionUp({ n })}
              disabled={index === 0}
              onClick={() => actions.move(key, -1)}
              data-focus-id={`${key}-up`}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={M.criterionDown({ n })}
              disabled={index === count - 1}
              onClick={() => actions.move(key, 1)}
              data-focus-id={`${key}-down`}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={M.removeCriterion({ n })}
              onClick={() => actions.remove(key)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={M.criterionName()}
          aria-label={M.criterionNameLabel({ n })}
          description={M.criterionNameHint()}
          required
          maxLength={MAX_CRITERION_NAME_LENGTH}
          value={criterion.name}
          onChange={(event) => actions.rename(key, event.currentTarget.value)}
          error={rubricText(error(`${key}.name`))}
          styles={HINT_STYLES}
          data-focus-id={`${key}-name`}
        />
        <div role="group" aria-label={M.levels({ n })}>
          <Stack gap="xs">
            <Text size="sm" c="gray.7">
              {M.levelCount({ count: criterion.levels.length, max: MAX_RUBRIC_LEVELS })}
            </Text>
            {error(`${key}.levels`) && (
              <Text size="sm" c="red.9" role="alert">
                {rubricText(error(`${key}.levels`))}
              </Text>
            )}
            <div style={LEVEL_GRID}>
              {criterion.levels.map((level, li) => (
                <LevelEditor
                  key={level.key}
                  criterionKey={key}
                  criterionNumber={n}
                  level={level}
                  index={li}
                  count={criterion.levels.length}
                  error={error}
                  actions={actions}
                />
              ))}
            </div>
            <Group gap="sm">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => actions.addLevel(key)}
                disabled={limit !== null}
                aria-label={M.addLevel({ n })}
                data-focus-id={`${key}-add-level`}
              >
                {M.addLevelShort()}
              </Button>
              {limit && (
                <Text size="sm" c="gray.7">
                  {limit}
                </Text>
              )}
            </Group>
          </Stack>
        </div>
      </Stack>
    </Card>
  );
}

type LevelProps = {
  criterionKey: string;
  criterionNumber: number;
  level: LevelDraft;
  index: number;
  count: number;
  error: Props['error'];
  actions: CriterionActions;
};

function LevelEditor({
  criterionKey,
  criterionNumber: c,
  level,
  index,
  count,
  error,
  actions,
}: LevelProps) {
  // Stacked levels (a phone) move up and down; levels side by side move left and right.
  const stacked = useMediaQuery('(max-width: 36em)');
  const n = index + 1;
  return (
    <Paper withBorder radius="sm" p="xs">
      <Stack gap={6}>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text fw={600} size="sm">
            {M.levelHeading({ n })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label={M.levelEarlier({ criterion: c, level: n })}
              disabled={index === 0}
              onClick={() => actions.moveLevel(criterionKey, level.key, -1)}
              data-focus-id={`${level.key}-earlier`}
            >
              {stacked ? (
                <IconArrowUp size={14} aria-hidden />
              ) : (
                <IconArrowLeft size={14} aria-hidden className="dsb-mirror" />
              )}
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={M.levelLater({ criterion: c, level: n })}
              disabled={index === count - 1}
              onClick={() => actions.moveLevel(criterionKey, level.key, 1)}
              data-focus-id={`${level.key}-later`}
            >
              {stacked ? (
                <IconArrowDown size={14} aria-hidden />
              ) : (
                <IconArrowRight size={14} aria-hidden className="dsb-mirror" />
              )}
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              aria-label={M.removeLevel({ criterion: c, level: n })}
              onClick={() => actions.removeLevel(criterionKey, level.key)}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Textarea
          label={M.levelDescription()}
          aria-label={M.levelDescriptionLabel({ criterion: c, level: n })}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={MAX_LEVEL_DESCRIPTION_LENGTH}
          value={level.description}
          onChange={(event) =>
            actions.changeLevel(criterionKey, level.key, { description: event.currentTarget.value })
          }
          error={rubricText(error(`${level.key}.description`))}
          data-focus-id={`${level.key}-description`}
        />
        <NumberInput
          label={M.levelPoints()}
          aria-label={M.levelPointsLabel({ criterion: c, level: n })}
          description={pointsHint()}
          allowDecimal={false}
          allowNegative={false}
          min={0}
          max={MAX_RUBRIC_POINTS}
          clampBehavior="none"
          value={level.points}
          onChange={(value) =>
            actions.changeLevel(criterionKey, level.key, {
              points: typeof value === 'number' ? value : value === '' ? '' : Number(value),
            })
          }
          error={rubricText(error(`${level.key}.points`))}
          styles={HINT_STYLES}
        />
      </Stack>
    </Paper>
  );
}
