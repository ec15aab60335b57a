import { Anchor, Select, Stack, Switch, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRubricList } from '../rubrics';
import { NO_RUBRIC, rubricOptions } from './linkForm';
import { LINK_FEEDBACK_MESSAGES as M } from './messages';

type Props = {
  rubricId: string | null;
  /** The saved link's rubric name, shown while the rubrics load. */
  rubricName: string | null;
  reviewBeforeSharing: boolean;
  error?: string;
  onChange: (change: { rubricId?: string | null; reviewBeforeSharing?: boolean }) => void;
};

// Hints in a grey dark enough to read (4.5:1 on white); the theme's dimmed is lighter.
const HINT = { color: 'var(--mantine-color-gray-7)' };

/**
 * The link form's feedback settings (docs/product/custom-links.md): the rubric hand-ins are
 * scored on, and whether pupils' exports wait for the teacher's approval.
 */
export function LinkFeedbackFields({
  rubricId,
  rubricName,
  reviewBeforeSharing,
  error,
  onChange,
}: Props) {
  const rubrics = useRubricList();
  const options = rubricOptions(rubrics.data ?? [], { rubricId, rubricName });
  const status = rubrics.isPending ? M.rubricsLoading() : rubrics.isError ? M.rubricsFailed() : '';
  return (
    <Stack gap="md">
      <Select
        label={M.rubricLabel()}
        description={
          <>
            {M.rubricHint()}{' '}
            <Anchor component={Link} to="/rubrics" size="xs" c="blue.8" underline="always">
              {M.manageRubrics()}
            </Anchor>
          </>
        }
        data={options}
        value={rubricId ?? NO_RUBRIC}
        onChange={(value) => onChange({ rubricId: !value || value === NO_RUBRIC ? null : value })}
        allowDeselect={false}
        error={error}
        styles={{ description: HINT }}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="xs" c="gray.7" role="status" hidden={!status} mt={-12}>
        {status}
      </Text>
      <Switch
        label={M.reviewLabel()}
        description={M.reviewHint()}
        checked={reviewBeforeSharing}
        onChange={(event) => onChange({ reviewBeforeSharing: event.currentTarget.checked })}
        styles={{ description: HINT }}
      />
    </Stack>
  );
}
