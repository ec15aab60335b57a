import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLayout } from './PageLayout';

export function NotFoundPage() {
  return (
    <PageLayout>
      <NotFoundContent />
    </PageLayout>
  );
}

/** The not-found state inside a page that has its layout already (e.g. a review of another's link). */
export function NotFoundContent() {
  return (
    <Stack align="center" mt="xl" ta="center">
      <Title order={2}>Page not found</Title>
      <Text c="dimmed">There is nothing at this address.</Text>
      <Button component={Link} to="/">
        Back to Home
      </Button>
    </Stack>
  );
}
