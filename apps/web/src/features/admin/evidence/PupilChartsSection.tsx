import {
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PupilChartListItem } from '@dsb/core/charts';
import { useState } from 'react';
import { showToast } from '../../../ui/toast';
import { failureReason } from './api';
import { EmptyState, ErrorState, LoadingState } from './ListStates';
import { PUPIL_CHARTS_TEXT as T } from './pupilChartMessages';
import { usePromoteChart, usePupilCharts } from './pupilCharts';

/**
 * Pupils' saved charts (docs/product/admin-evidence.md): each with its picture, source and story,
 * and 'Add to library', which makes it a library item with its data, source and alt text.
 */
export function PupilChartsSection() {
  const [open, setOpen] = useState(false);
  const list = usePupilCharts(open);
  return (
    <Stack gap="sm" component="section" aria-labelledby="pupil-charts-heading">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="pupil-charts-heading">
          {T.heading}
        </Title>
        <Button
          variant="light"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="pupil-charts-list"
        >
          {open ? T.hide : T.show}
        </Button>
      </Group>
      <Collapse expanded={open} id="pupil-charts-list">
        {open && (
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {T.intro}
            </Text>
            {list.isPending ? (
              <LoadingState text={T.loading} />
            ) : list.isError ? (
              <ErrorState text={T.loadFailed} onRetry={() => void list.refetch()} />
            ) : list.data.length === 0 ? (
              <EmptyState text={T.none} />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {list.data.map((item) => (
                  <PupilChartCard key={item.chart._id} item={item} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        )}
      </Collapse>
    </Stack>
  );
}

function PupilChartCard({ item }: { item: PupilChartListItem }) {
  const promote = usePromoteChart();
  const { chart } = item;
  const savedOn = new Date(chart.savedAt).toLocaleDateString(undefined, { dateStyle: 'medium' });
  const add = () =>
    promote.mutate(
      { storyId: item.storyId, chartId: chart._id },
      {
        onSuccess: (answer) => showToast(answer.message, 'success'),
        onError: (error) => showToast(`${T.promoteFailed} (${failureReason(error)})`, 'error'),
      },
    );
  const inLibrary = item.promotedId !== null || promote.isSuccess;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="pupil-chart-card">
      <Card.Section>
        <Image src={chart.imageURL} alt={chart.altText} fit="contain" h={180} bg="white" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600}>{chart.label}</Text>
        <Text size="sm" c="gray.7">
          {T.source(chart.sourceLabel)}
        </Text>
        <Text size="sm" c="gray.7">
          {T.story(item.storyTitle)}
        </Text>
        <Text size="xs" c="gray.7">
          {T.savedOn(savedOn)}
        </Text>
        <Group mt="xs">
          {inLibrary ? (
            <Badge color="green" variant="light" c="green.9">
              {T.inLibrary}
            </Badge>
          ) : (
            <Button
              size="sm"
              onClick={add}
              loading={promote.isPending}
              aria-label={T.promoteLabel(chart.label)}
            >
              {T.promote}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
