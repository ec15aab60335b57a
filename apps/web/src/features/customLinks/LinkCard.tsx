import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  IconBrandGoogle,
  IconCopy,
  IconEdit,
  IconEye,
  IconSchool,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { CustomLink } from '@dsb/core';
import { showToast } from '../../ui/toast';
import { linkCardFields } from './cardFields';
import { classroomShareUrl } from './classroomShare';
import { LINK_FEEDBACK_MESSAGES as FM, linkMessages } from './messages';

const M = linkMessages.card;

type Props = {
  link: CustomLink;
  editing: boolean;
  onEdit: (link: CustomLink) => void;
  onDelete: (link: CustomLink) => void;
};

/**
 * One link (docs/product/custom-links.md): its fields, share URL with Copy, usage, View class,
 * Share to Classroom, Edit, Delete.
 */
export function LinkCard({ link, editing, onEdit, onDelete }: Props) {
  const fields = linkCardFields(link, window.location.origin);
  const urlRef = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fields.shareUrl);
      showToast(linkMessages.core.copied(), 'success');
    } catch {
      // No clipboard access (an insecure page, a refused permission): leave it selected to copy.
      urlRef.current?.select();
      showToast(M.copyFailed(), 'warning');
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={fields.name}
      data-testid="custom-link-card"
      style={editing ? { borderColor: 'var(--mantine-color-blue-6)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {fields.name}
          </Title>
          {editing && (
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {M.editing()}
            </Badge>
          )}
        </Group>
        <Stack gap={2}>
          <Field label={M.trackingId()} value={fields.trackingId} />
          <Field label={M.prompt()} value={fields.prompt} />
          {fields.room && <Field label={M.room()} value={fields.room} />}
          <Field label={M.created()} value={fields.created} />
          <Field label={FM.cardRubric()} value={fields.rubric} />
          <Field label={FM.cardReview()} value={fields.review} />
        </Stack>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            ref={urlRef}
            label={M.shareUrl()}
            value={fields.shareUrl}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden />}
            aria-label={M.copyAria({ name: fields.name })}
            onClick={() => void copy()}
            disabled={!fields.shareUrl}
          >
            {M.copy()}
          </Button>
        </Group>
        <Group gap="md" c="gray.7">
          <Group gap={4} wrap="nowrap">
            <IconEye size={16} aria-hidden />
            <Text size="sm" data-testid="link-openings">
              {fields.openings}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm" data-testid="link-pupils">
              {fields.pupils}
            </Text>
          </Group>
        </Group>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/links/${encodeURIComponent(link._id)}/class`}
            size="xs"
            leftSection={<IconSchool size={14} aria-hidden />}
          >
            {M.viewClass()}
          </Button>
          {fields.shareUrl && (
            <Button
              component="a"
              href={classroomShareUrl(fields.shareUrl, fields.name)}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="default"
              leftSection={<IconBrandGoogle size={14} aria-hidden />}
              aria-label={M.shareToClassroomAria({ name: fields.name })}
            >
              {M.shareToClassroom()}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={() => onEdit(link)}
            aria-label={M.editAria({ name: fields.name })}
          >
            {M.edit()}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete(link)}
            aria-label={M.deleteAria({ name: fields.name })}
          >
            {M.delete()}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600} inherit>
        {M.fieldLabel({ label })}{' '}
      </Text>
      {value}
    </Text>
  );
}
