import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * A spinner with what is loading, announced as a status. `page`: it stands for a whole page (it
 * takes the page's height), else it sits in a list's place.
 */
export function LoadingMessage({ text, page = false }: { text: string; page?: boolean }) {
  return (
    <Center {...(page ? { mih: '40vh' } : { py: 'xl' })} role="status">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="gray.7">{text}</Text>
      </Stack>
    </Center>
  );
}
