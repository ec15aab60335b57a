import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartLine,
  IconCompass,
  IconFileText,
  IconMicrophone,
  IconSchool,
  IconSearch,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { audienceLabel, resourceMessages } from './messages';
import { AUDIENCES, resourcePath, type Resource } from './model';
import { resourcesFor } from './resources';
import './resources.css';

const ICONS: Record<string, ReactNode> = {
  'choosing-a-big-question': <IconCompass size={20} aria-hidden />,
  'finding-evidence': <IconSearch size={20} aria-hidden />,
  'reading-a-chart': <IconChartLine size={20} aria-hidden />,
  'writing-a-spoken-script': <IconMicrophone size={20} aria-hidden />,
  'teachers-guide': <IconSchool size={20} aria-hidden />,
};

/** The home shell's Resources view: every guide, for pupils and for teachers, one link each. */
export function ResourcesIndex() {
  return (
    <Stack gap="lg" maw={960} mx="auto" className="resource-page">
      <div>
        <Title order={2}>{resourceMessages.index.title()}</Title>
        <Text c="gray.7">{resourceMessages.index.intro()}</Text>
      </div>
      {AUDIENCES.map((audience) => (
        <Stack
          key={audience}
          gap="sm"
          component="section"
          aria-labelledby={`resources-${audience}`}
        >
          <Title order={3} id={`resources-${audience}`}>
            {audienceLabel(audience)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {resourcesFor(audience).map((resource) => (
              <ResourceCard key={resource.slug} resource={resource} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <Card
      component={Link}
      to={resourcePath(resource.slug)}
      withBorder
      radius="md"
      padding="md"
      className="resource-card"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={36} radius="xl" style={{ flexShrink: 0 }}>
          {ICONS[resource.slug] ?? <IconFileText size={20} aria-hidden />}
        </ThemeIcon>
        <div style={{ minWidth: 0 }} dir="auto">
          <Text fw={700} c="blue.8">
            {resource.title}
          </Text>
          <Text size="sm" c="gray.7">
            {resource.summary}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
