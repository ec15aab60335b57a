import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ADMIN_HOME_PATH, adminLocation, type Crumb } from './views';

/** Home (to /), Admin Console (to the console home), an optional parent, and the current page. */
export function AdminBreadcrumb() {
  const { pathname } = useLocation();
  const { trail } = adminLocation(pathname);
  const crumbs: Crumb[] = [
    { label: 'Home', path: '/' },
    { label: 'Admin Console', path: trail.length > 0 ? ADMIN_HOME_PATH : undefined },
    ...trail,
  ];
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {crumbs.map((crumb, index) =>
          crumb.path && index < crumbs.length - 1 ? (
            <Anchor key={crumb.label} component={Link} to={crumb.path} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
