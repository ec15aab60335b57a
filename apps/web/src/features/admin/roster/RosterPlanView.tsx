import { Alert, Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { RosterAction, RosterPlan } from '@dsb/core';
import { ROSTER_MESSAGES as M, type RosterKind } from './messages';
import { planTotals } from './plan';

const KINDS: readonly RosterKind[] = ['users', 'classes', 'enrollments'];
const ACTION_COLORS: Record<RosterAction, string> = {
  create: 'green',
  change: 'blue',
  unchanged: 'gray',
};
const number = (n: number) => new Intl.NumberFormat().format(n);

/** A preview or an import's result: counts per kind, the problems, then the listed items. */
export function RosterPlanView({ plan }: { plan: RosterPlan }) {
  const totals = planTotals(plan);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="roster-plan-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="roster-plan-title">
          {plan.applied ? M.resultTitle : M.previewTitle}
        </Title>
        {plan.applied && totals.problems === 0 && (
          <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {M.imported}
          </Alert>
        )}
        {totals.problems === 0 && totals.toChange === 0 && (
          <Text fw={500} data-testid="roster-nothing-to-change">
            {M.nothingToChange}
          </Text>
        )}
        <Counts plan={plan} />
        {plan.problems.length > 0 && <Problems plan={plan} />}
        {plan.items.length > 0 && <Items plan={plan} total={totals.items} />}
      </Stack>
    </Paper>
  );
}

function Counts({ plan }: { plan: RosterPlan }) {
  const done = plan.applied;
  // Four columns fit a phone only with smaller headers and closer cells.
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table
        aria-label={M.countsLabel}
        data-testid="roster-counts"
        withTableBorder
        horizontalSpacing={narrow ? 6 : 'md'}
      >
        <Table.Thead>
          <Table.Tr fz={narrow ? 'xs' : undefined}>
            <Table.Th scope="col">{M.columnKind}</Table.Th>
            <Table.Th scope="col" ta="right">
              {done ? M.columnCreated : M.columnCreate}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {done ? M.columnChanged : M.columnChange}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {M.columnUnchanged}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {KINDS.map((kind) => (
            <Table.Tr key={kind} data-testid={`roster-count-${kind}`}>
              <Table.Th scope="row">{M.kinds[kind]}</Table.Th>
              <Table.Td ta="right">{number(plan[kind].create)}</Table.Td>
              <Table.Td ta="right">{number(plan[kind].change)}</Table.Td>
              <Table.Td ta="right">{number(plan[kind].unchanged)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Problems({ plan }: { plan: RosterPlan }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={M.problemsTitle(plan.problems.length)}
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">{M.problemsHint}</Text>
        <List size="sm" spacing={4} aria-label={M.problemsLabel} data-testid="roster-problems">
          {plan.problems.map((problem, index) => (
            <List.Item key={`${problem.file}:${problem.line}:${index}`}>
              <Text span fw={600} inherit>
                {M.problemAt(problem.file, problem.line)}
              </Text>
              {': '}
              {problem.message}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

function ActionBadge({ action, done }: { action: RosterAction; done: boolean }) {
  return (
    <Badge variant="light" color={ACTION_COLORS[action]} style={{ minWidth: 'max-content' }}>
      {done ? M.doneActions[action] : M.actions[action]}
    </Badge>
  );
}

/** The first items (the counts cover all): a table, or a list on phones. */
function Items({ plan, total }: { plan: RosterPlan; total: number }) {
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {M.itemsTitle}
      </Title>
      <Text size="sm" c="gray.7">
        {M.itemsShown(plan.items.length, total)}
      </Text>
      {narrow ? (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={M.itemsLabel}
          data-testid="roster-items"
        >
          {plan.items.map((item) => (
            <Group
              component="li"
              key={`${item.kind}:${item.sourcedId}`}
              data-testid="roster-item"
              gap="xs"
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {item.label}
                </Text>
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {M.itemMeta(M.itemKinds[item.kind], item.sourcedId)}
                </Text>
              </Stack>
              <ActionBadge action={item.action} done={plan.applied} />
            </Group>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560} mah={480}>
          <Table aria-label={M.itemsLabel} data-testid="roster-items" stickyHeader striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{M.columnKind}</Table.Th>
                <Table.Th scope="col">{M.columnItem}</Table.Th>
                <Table.Th scope="col">{M.columnSourcedId}</Table.Th>
                <Table.Th scope="col">{M.columnAction}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.items.map((item) => (
                <Table.Tr key={`${item.kind}:${item.sourcedId}`} data-testid="roster-item">
                  <Table.Td>{M.itemKinds[item.kind]}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.label}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.sourcedId}</Table.Td>
                  <Table.Td>
                    <ActionBadge action={item.action} done={plan.applied} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
