import { Alert, Button, EmptyState, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconLink,
  IconListCheck,
  IconLock,
  IconPlus,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CustomLink } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { CheckingAuthentication, SignInButton, useAuth } from '../auth';
import {
  LINK_API_MESSAGES,
  LINK_FEEDBACK_MESSAGES as FM,
  linkMessages,
  linkText,
} from './messages';
import { DeleteLinkModal } from './DeleteLinkModal';
import { LinkCard } from './LinkCard';
import { LinkForm } from './LinkForm';
import { EMPTY_LINK_FORM, formFromLink, type LinkFormValues } from './linkForm';
import { useLinkList, useLinkMutations } from './useCustomLinks';
import { LoadingMessage } from '../../ui/LoadingMessage';
import { RetryAlert } from '../../ui/RetryAlert';

/** The Custom Links screen of the home shell (docs/product/custom-links.md). */
const M = linkMessages.screen;

export function CustomLinksScreen() {
  const { isLoading, isAuthenticated, login } = useAuth();
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden className="dsb-mirror" />}
        onClick={() => void navigate('/')}
        style={{ alignSelf: 'flex-start' }}
      >
        {M.back()}
      </Button>
      <div>
        <Title order={2}>{M.title()}</Title>
        <Text c="gray.7" size="sm">
          {M.intro()}
        </Text>
      </div>
      {isLoading ? (
        <CheckingAuthentication />
      ) : isAuthenticated ? (
        <LinksManager />
      ) : (
        <EmptyState icon={<IconLock size={24} aria-hidden />} py="xl">
          <EmptyState.Description c="gray.7">{M.signInNeeded()}</EmptyState.Description>
          <EmptyState.Actions>
            <SignInButton words="Log In" onClick={() => login()} />
          </EmptyState.Actions>
        </EmptyState>
      )}
    </Stack>
  );
}

function LinksManager() {
  const list = useLinkList(true);
  const { remove } = useLinkMutations();
  const [editing, setEditing] = useState<CustomLink | null>(null);
  const [values, setValues] = useState<LinkFormValues>(EMPTY_LINK_FORM);
  const [banner, setBanner] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<CustomLink | null>(null);
  // The form keeps its state across Edit and Cancel; a new key empties its field errors.
  const [formKey, setFormKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const links = list.data ?? [];

  const showForm = () => {
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    nameRef.current?.focus({ preventScroll: true });
  };
  const edit = (link: CustomLink) => {
    setEditing(link);
    setValues(formFromLink(link));
    setFormKey((k) => k + 1);
    // After React has put the link's values in the form.
    requestAnimationFrame(showForm);
  };
  const reset = () => {
    setEditing(null);
    setValues(EMPTY_LINK_FORM);
    setFormKey((k) => k + 1);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    const link = toDelete;
    remove.mutate(link._id, {
      onSuccess: () => {
        showToast(M.deleted(), 'success');
        if (editing?._id === link._id) reset();
      },
      onError: (error) => setBanner(errorMessage(error, LINK_API_MESSAGES.delete())),
      onSettled: () => setToDelete(null),
    });
  };

  let body;
  if (list.isPending) {
    body = <LoadingMessage text={M.loading()} />;
  } else if (list.isError && !list.data) {
    body = (
      <RetryAlert
        message={errorMessage(list.error, LINK_API_MESSAGES.list())}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (links.length === 0) {
    body = (
      <EmptyState icon={<IconLink size={24} aria-hidden />} py="lg">
        <EmptyState.Description c="gray.7">{M.empty()}</EmptyState.Description>
        <EmptyState.Actions>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              reset();
              requestAnimationFrame(showForm);
            }}
          >
            {M.createFirst()}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="sm" data-testid="custom-link-list">
        {links.map((link) => (
          <LinkCard
            key={link._id}
            link={link}
            editing={editing?._id === link._id}
            onEdit={edit}
            onDelete={setToDelete}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {banner && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          role="alert"
          withCloseButton
          closeButtonLabel={M.dismissError()}
          onClose={() => setBanner(null)}
        >
          {linkText(banner)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Stack gap="sm" component="section" aria-labelledby="your-custom-links">
          <Group justify="space-between" gap="xs">
            <Title order={3} id="your-custom-links">
              {M.yourLinks()}
            </Title>
            <Button
              component={Link}
              to="/rubrics"
              variant="default"
              size="xs"
              leftSection={<IconListCheck size={14} aria-hidden />}
              title={FM.rubricsHint()}
            >
              {FM.rubrics()}
            </Button>
          </Group>
          {body}
        </Stack>
        <LinkForm
          key={formKey}
          editing={editing}
          values={values}
          onValues={setValues}
          links={links}
          onReset={reset}
          onError={setBanner}
          formRef={formRef}
          nameRef={nameRef}
        />
      </SimpleGrid>
      <DeleteLinkModal
        link={toDelete}
        deleting={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
