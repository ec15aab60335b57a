import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MAX_RUBRIC_CRITERIA, MAX_RUBRIC_NAME_LENGTH, type Rubric } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { CriterionEditor, type CriterionActions } from './CriterionEditor';
import { rubricText, RUBRICS_MESSAGES as M } from './messages';
import * as model from './rubricDraft';
import { HINT_STYLES } from './styles';
import { useRubricMutations } from './useRubrics';

/**
 * New rubric / Edit rubric: a name and its criteria, each with its levels. Every change is
 * checked at once with the server's own rules; a field's message shows once it was changed (all
 * of them after a save attempt).
 */
export function RubricEditor({ rubric }: { rubric: Rubric | null }) {
  const navigate = useNavigate();
  const { save } = useRubricMutations();
  const [draft, setDraft] = useState(() =>
    rubric ? model.draftFromRubric(rubric) : model.emptyDraft(),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const validation = useMemo(() => model.validateDraft(draft), [draft]);
  const errors = validation.ok ? {} : validation.errors;

  /** A field's message once it was changed; counts (no criterion, no level) at once. */
  const error = (place: string) =>
    showAll || touched.has(place) || place === 'criteria' || place.endsWith('.levels')
      ? rubricText(errors[place])
      : undefined;
  const touch = (place: string) =>
    setTouched((prev) => (prev.has(place) ? prev : new Set(prev).add(place)));
  /** After React has drawn the change: focus the first of these that can take it. */
  const focusLater = (...ids: string[]) =>
    requestAnimationFrame(() => {
      for (const id of ids) {
        const el = formRef.current?.querySelector<HTMLElement>(`[data-focus-id="${id}"]`);
        if (el && !el.hasAttribute('disabled')) return el.focus();
      }
    });

  const actions: CriterionActions = {
    rename: (key, name) => {
      setDraft((d) => model.renameCriterion(d, key, name));
      touch(`${key}.name`);
    },
    move: (key, by) => {
      const to = draft.criteria.findIndex((c) => c.key === key) + by;
      setDraft((d) => model.moveCriterion(d, key, by));
      setAnnouncement(M.movedCriterion({ to: to + 1 }));
      focusLater(`${key}-${by < 0 ? 'up' : 'down'}`, `${key}-${by < 0 ? 'down' : 'up'}`);
    },
    remove: (key) => {
      setDraft((d) => model.removeCriterion(d, key));
      setAnnouncement(M.removedCriterion());
      focusLater('add-criterion');
    },
    addLevel: (key) => {
      const next = model.addLevel(draft, key);
      setDraft(next);
      const added = next.criteria.find((c) => c.key === key)?.levels.at(-1);
      if (added) focusLater(`${added.key}-description`);
    },
    changeLevel: (key, levelKey, change) => {
      setDraft((d) => model.changeLevel(d, key, levelKey, change));
      for (const field of Object.keys(change)) touch(`${levelKey}.${field}`);
    },
    moveLevel: (key, levelKey, by) => {
      const levels = draft.criteria.find((c) => c.key === key)?.levels ?? [];
      const to = levels.findIndex((l) => l.key === levelKey) + by;
      setDraft((d) => model.moveLevel(d, key, levelKey, by));
      setAnnouncement(M.movedLevel({ to: to + 1 }));
      const [here, other] = by < 0 ? ['earlier', 'later'] : ['later', 'earlier'];
      focusLater(`${levelKey}-${here}`, `${levelKey}-${other}`);
    },
    removeLevel: (key, levelKey) => {
      setDraft((d) => model.removeLevel(d, key, levelKey));
      setAnnouncement(M.removedLevel());
      focusLater(`${key}-add-level`);
    },
  };

  const addCriterion = () => {
    const next = model.addCriterion(draft);
    setDraft(next);
    const added = next.criteria.at(-1);
    if (added && next !== draft) focusLater(`${added.key}-name`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!validation.ok) {
      setShowAll(true);
      setBanner(M.fixErrors());
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBanner(null);
    save.mutate(
      { id: rubric?.id ?? null, input: validation.input },
      {
        onSuccess: () => {
          showToast(rubric ? M.updatedToast() : M.created(), 'success');
          void navigate('/rubrics');
        },
        onError: (failure) => setBanner(rubricText(errorMessage(failure, M.saveFailed()))),
      },
    );
  };

  const limitMessage = model.criteriaLimit(draft);
  const criteriaLimit = limitMessage === null ? null : rubricText(limitMessage);
  return (
    <Paper
      component="form"
      ref={formRef}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      onSubmit={submit}
      noValidate
      aria-labelledby="rubric-editor-title"
    >
      <Stack gap="md">
        <Title order={2} id="rubric-editor-title" style={{ overflowWrap: 'anywhere' }}>
          {rubric ? M.editTitle({ name: rubric.name }) : M.createTitle()}
        </Title>
        {banner && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Text size="sm" c="red.9">
              {banner}
            </Text>
          </Alert>
        )}
        <TextInput
          label={M.name()}
          description={M.nameHint()}
          required
          maxLength={MAX_RUBRIC_NAME_LENGTH}
          value={draft.name}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setDraft((d) => ({ ...d, name }));
            touch('name');
          }}
          error={error('name')}
          styles={HINT_STYLES}
        />
        <Stack gap="sm" component="section" aria-labelledby="rubric-criteria">
          <div>
            <Title order={3} id="rubric-criteria">
              {M.criteria()}
            </Title>
            <Text size="sm" c="gray.7">
              {M.criteriaCount({
                count: draft.criteria.length,
                max: MAX_RUBRIC_CRITERIA,
                maxPoints: model.draftMaxPoints(draft),
              })}
            </Text>
          </div>
          {error('criteria') && (
            <Text size="sm" c="red.9" role="alert">
              {error('criteria')}
            </Text>
          )}
          {draft.criteria.map((criterion, index) => (
            <CriterionEditor
              key={criterion.key}
              criterion={criterion}
              index={index}
              count={draft.criteria.length}
              error={error}
              actions={actions}
            />
          ))}
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={addCriterion}
              disabled={criteriaLimit !== null}
              data-focus-id="add-criterion"
              aria-describedby={criteriaLimit ? 'criteria-limit' : undefined}
            >
              {M.addCriterion()}
            </Button>
            {criteriaLimit && (
              <Text size="sm" c="gray.7" id="criteria-limit">
                {criteriaLimit}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={() => void navigate('/rubrics')}>
            {M.cancel()}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {rubric ? M.saveChanges() : M.save()}
          </Button>
        </Group>
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </Stack>
    </Paper>
  );
}
