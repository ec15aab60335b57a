import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { RetentionPolicyResponse } from '@dsb/core';
import { useInterfaceLanguage } from '../../i18n';
import { errorMessage } from '../../lib/http';
import { fetchRetentionPolicy, retentionKeys } from './api';
import { retentionDuration } from './duration';
import { retentionMessages as M } from './messages';

/**
 * /privacy (docs/product/retention.md): how long each kind of personal data is kept, in plain
 * words for pupils and parents, with no sign-in. The periods come from the server, so the page
 * says what an administrator last set.
 */
export function PrivacyPage() {
  // Re-rendered on a language switch, so durations and numbers follow the reader's language.
  useInterfaceLanguage();
  const policy = useQuery({ queryKey: retentionKeys.policy, queryFn: fetchRetentionPolicy });
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1}>{M.policy.title()}</Title>
        <Text>{M.policy.intro()}</Text>
        {policy.isPending && (
          <Center py="md">
            <Loader size="sm" aria-label={M.policy.loading()} />
          </Center>
        )}
        {policy.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(policy.error, M.policy.loadFailed())}</Text>
              <Button size="xs" variant="light" onClick={() => void policy.refetch()}>
                {M.policy.retry()}
              </Button>
            </Stack>
          </Alert>
        )}
        {policy.data && <PolicyKinds policy={policy.data} />}
        <Text>{M.policy.rest()}</Text>
        <Title order={2} size="h3">
          {M.policy.yoursTitle()}
        </Title>
        <Text>{M.policy.yoursText()}</Text>
        <Anchor component={Link} to="/">
          {M.policy.backHome()}
        </Anchor>
      </Stack>
    </Container>
  );
}

function PolicyKinds({ policy }: { policy: RetentionPolicyResponse }) {
  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {policy.kinds.map(({ kind, days }) => {
          const duration = retentionDuration(days);
          const kept = duration.days
            ? M.policy.keptForExact({ duration: duration.main, days: duration.days })
            : M.policy.keptFor({ duration: duration.main });
          return (
            <Card component="li" key={kind} withBorder radius="md" data-testid={`policy-${kind}`}>
              <Title order={2} size="h4">
                {M.policy.kinds[kind].title()}
              </Title>
              <Text fw={600} mt={4} data-testid={`policy-${kind}-period`}>
                {kept}
              </Text>
              <Text size="sm" mt={4}>
                {M.policy.kinds[kind].text()}
              </Text>
            </Card>
          );
        })}
      </Stack>
      <Text>{M.policy.warning({ days: policy.warningDays })}</Text>
    </>
  );
}
