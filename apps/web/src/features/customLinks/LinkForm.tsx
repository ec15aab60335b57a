import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState, type Dispatch, type FormEvent, type Ref, type SetStateAction } from 'react';
import {
  CUSTOM_LINK_MESSAGES,
  MAX_LINK_NAME_LENGTH,
  MAX_ROOM_LENGTH,
  MAX_TRACKING_ID_LENGTH,
  generateTrackingId,
  type CustomLink,
} from '@dsb/core';
import { showToast } from '../../ui/toast';
import { trackingIdExists } from './api';
import { LINK_API_MESSAGES, linkMessages, linkText } from './messages';
import {
  isTrackingIdTaken,
  needsUniquenessCheck,
  saveFailure,
  validateLinkForm,
  type LinkFormErrors,
  type LinkFormValues,
} from './linkForm';
import { LinkFeedbackFields } from './LinkFeedbackFields';
import { PromptPicker } from './PromptPicker';
import { useLinkMutations } from './useCustomLinks';

type Props = {
  /** The link being edited; null in create mode. */
  editing: CustomLink | null;
  values: LinkFormValues;
  onValues: Dispatch<SetStateAction<LinkFormValues>>;
  /** The user's links: the fallback for the uniqueness check. */
  links: readonly CustomLink[];
  /** Back to an empty create form (after Cancel or a successful save). */
  onReset: () => void;
  onError: (message: string) => void;
  formRef?: Ref<HTMLFormElement>;
  nameRef?: Ref<HTMLInputElement>;
};

const M = linkMessages.form;

// Field hints in a grey dark enough to read (4.5:1 on white); the theme's dimmed is lighter.
const DESCRIPTION_STYLES = { description: { color: 'var(--mantine-color-gray-7)' } };

/** 'Create New Link' / 'Edit Custom Link' (docs/product/custom-links.md). */
export function LinkForm({
  editing,
  values,
  onValues,
  links,
  onReset,
  onError,
  formRef,
  nameRef,
}: Props) {
  const { save } = useLinkMutations();
  const [errors, setErrors] = useState<LinkFormErrors>({});
  const [checking, setChecking] = useState(false);
  const [generating, setGenerating] = useState(false);
  const title = editing ? M.editTitle() : M.createTitle();

  const set = (change: Partial<LinkFormValues>) => {
    onValues((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const cleared = { ...current };
      for (const key of Object.keys(change)) delete cleared[key as keyof LinkFormErrors];
      return cleared;
    });
  };

  const generate = async () => {
    setGenerating(true);
    try {
      set({ trackingId: await generateTrackingId(trackingIdExists) });
    } catch {
      onError(linkMessages.core.uniqueIdFailed());
    } finally {
      setGenerating(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || save.isPending) return;
    const result = validateLinkForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    const { input } = result;
    setChecking(true);
    const taken =
      needsUniquenessCheck(input.trackingId, editing) &&
      (await isTrackingIdTaken(input.trackingId, trackingIdExists, links, editing?._id ?? null));
    setChecking(false);
    if (taken) {
      setErrors({ trackingId: CUSTOM_LINK_MESSAGES.trackingIdTaken });
      return;
    }
    save.mutate(
      { id: editing?._id ?? null, input },
      {
        onSuccess: () => {
          showToast(editing ? M.updatedToast() : M.createdToast(), 'success');
          setErrors({});
          onReset();
        },
        onError: (error) => {
          const fallback = editing ? LINK_API_MESSAGES.update() : M.createFailed();
          const failure = saveFailure(error, fallback);
          if (failure.field) setErrors({ [failure.field]: failure.message });
          else onError(failure.message);
        },
      },
    );
  };

  const busy = checking || save.isPending;
  return (
    <Paper
      component="form"
      ref={formRef}
      withBorder
      radius="md"
      p="md"
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      aria-labelledby="custom-link-form-title"
      noValidate
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="md">
        <Title order={3} id="custom-link-form-title">
          {title}
        </Title>
        <TextInput
          ref={nameRef}
          label={M.name()}
          description={M.nameHint()}
          required
          maxLength={MAX_LINK_NAME_LENGTH}
          value={values.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={linkText(errors.name)}
          styles={DESCRIPTION_STYLES}
        />
        <TextInput
          label={M.trackingId()}
          description={M.trackingIdHint()}
          required
          maxLength={MAX_TRACKING_ID_LENGTH}
          value={values.trackingId}
          onChange={(event) => set({ trackingId: event.currentTarget.value })}
          error={linkText(errors.trackingId)}
          styles={DESCRIPTION_STYLES}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          rightSectionWidth={116}
          rightSection={
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconWand size={14} aria-hidden />}
              loading={generating}
              onClick={() => void generate()}
              aria-label={M.generateAria()}
            >
              {M.generate()}
            </Button>
          }
        />
        <TextInput
          label={M.room()}
          description={M.roomHint()}
          maxLength={MAX_ROOM_LENGTH}
          value={values.room}
          onChange={(event) => set({ room: event.currentTarget.value })}
          error={linkText(errors.room)}
          styles={DESCRIPTION_STYLES}
        />
        <PromptPicker
          promptId={values.promptId}
          promptTitle={values.promptTitle}
          onChange={(promptId, promptTitle) => set({ promptId, promptTitle })}
          error={linkText(errors.promptId)}
        />
        <LinkFeedbackFields
          rubricId={values.rubricId}
          rubricName={editing?.rubricId === values.rubricId ? (editing?.rubricName ?? null) : null}
          reviewBeforeSharing={values.reviewBeforeSharing}
          error={linkText(errors.rubricId)}
          onChange={set}
        />
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onReset} disabled={busy}>
            {M.cancel()}
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? M.saveChanges() : M.create()}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
