import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded page's code arrives. */
export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-label="Loading page">
      <Loader />
    </Center>
  );
}
