import { Badge, Button, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { LtiPlatform } from '@dsb/core';
import { formatDay, PLATFORM_MESSAGES as M } from './messages';

type Props = { platforms: LtiPlatform[]; onRemove: (platform: LtiPlatform) => void };

const WRAP = { overflowWrap: 'anywhere' } as const;
// In the table, names and addresses break only where a word cannot fit; long deployment IDs
// (Canvas writes 40-character ones) break anywhere, so their column is the one that gives way.
const WORDS = { overflowWrap: 'break-word' } as const;
const BADGE_STYLE = { minWidth: 'max-content' } as const;

function DeploymentIds({ ids }: { ids: string[] }) {
  return (
    <Stack gap={2}>
      {ids.map((id) => (
        <Text key={id} size="sm" ff="monospace" style={WRAP}>
          {id}
        </Text>
      ))}
    </Stack>
  );
}

function Registered({ platform }: { platform: LtiPlatform }) {
  const how = platform.registeredBy === 'dynamic' ? M.inOneStep : M.byHand;
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        variant="light"
        color={platform.registeredBy === 'dynamic' ? 'teal' : 'blue'}
        style={BADGE_STYLE}
      >
        {how}
      </Badge>
      <Text size="sm">{formatDay(platform.createdAt)}</Text>
    </Stack>
  );
}

function RemoveButton({
  platform,
  onRemove,
}: {
  platform: LtiPlatform;
  onRemove: Props['onRemove'];
}) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      c="red.9"
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={() => onRemove(platform)}
      aria-label={M.removeLabel(platform.name)}
    >
      {M.remove}
    </Button>
  );
}

/**
 * The registered platforms: a table on wide screens, one card each on phones and portrait tablets
 * (as the User Manager), where six columns cannot fit.
 */
export function PlatformList({ platforms, onRemove }: Props) {
  const narrow = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  if (narrow) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={M.platformsLabel}
      >
        {platforms.map((platform) => (
          <Paper
            key={platform._id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid="lti-platform"
          >
            <Stack gap={6}>
              <Text fw={600} style={WRAP}>
                {platform.name}
              </Text>
              <Field label={M.columnIssuer} value={platform.issuer} />
              <Field label={M.columnClientId} value={platform.clientId} />
              <Field label={M.columnDeployments} value={platform.deploymentIds.join(', ')} />
              <Registered platform={platform} />
              <div>
                <RemoveButton platform={platform} onRemove={onRemove} />
              </div>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-label={M.platformsLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{M.columnName}</Table.Th>
            <Table.Th>{M.columnIssuer}</Table.Th>
            <Table.Th>{M.columnClientId}</Table.Th>
            <Table.Th>{M.columnDeployments}</Table.Th>
            <Table.Th>{M.columnRegistered}</Table.Th>
            <Table.Th>{M.columnActions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {platforms.map((platform) => (
            <Table.Tr key={platform._id} data-testid="lti-platform">
              <Table.Td fw={500} style={WORDS}>
                {platform.name}
              </Table.Td>
              <Table.Td style={WORDS}>{platform.issuer}</Table.Td>
              <Table.Td style={WORDS}>{platform.clientId}</Table.Td>
              <Table.Td>
                <DeploymentIds ids={platform.deploymentIds} />
              </Table.Td>
              <Table.Td>
                <Registered platform={platform} />
              </Table.Td>
              <Table.Td>
                <RemoveButton platform={platform} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" style={WRAP}>
      <Text span fw={600} inherit>
        {M.fieldLabel(label)}
      </Text>{' '}
      {value}
    </Text>
  );
}
