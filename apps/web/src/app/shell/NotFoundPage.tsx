import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { shellMessages } from './messages';
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
      <Title order={2}>{shellMessages.notFound.title()}</Title>
      <Text c="dimmed">{shellMessages.notFound.text()}</Text>
      <Button component={Link} to="/">
        {shellMessages.notFound.back()}
      </Button>
    </Stack>
  );
}
