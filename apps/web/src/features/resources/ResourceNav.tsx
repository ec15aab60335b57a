import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { audienceLabel, resourceMessages } from './messages';
import { AUDIENCES, resourcePath } from './model';
import { resourcesFor } from './resources';

/** Every Resources page, grouped by who it is for; the open one is marked as the current page. */
export function ResourceNav({ current }: { current: string | undefined }) {
  return (
    <nav aria-labelledby="resource-nav-title" className="resource-nav" data-print="hide">
      <Text id="resource-nav-title" fw={700} px="sm" mb="xs">
        {resourceMessages.nav.title()}
      </Text>
      <Stack gap="md">
        {AUDIENCES.map((audience) => (
          <div key={audience}>
            <Text id={`resource-nav-${audience}`} size="sm" fw={700} c="gray.7" px="sm" mb={4}>
              {audienceLabel(audience)}
            </Text>
            <ul
              aria-labelledby={`resource-nav-${audience}`}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {resourcesFor(audience).map((resource) => (
                <li key={resource.slug}>
                  <NavLink
                    component={Link}
                    to={resourcePath(resource.slug)}
                    label={resource.title}
                    active={resource.slug === current}
                    aria-current={resource.slug === current ? 'page' : undefined}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Stack>
    </nav>
  );
}
