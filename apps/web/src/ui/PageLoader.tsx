import { Center, Loader } from '@mantine/core';
import { uiMessages } from './messages';

/** Shown while a lazily loaded page's code arrives. */
export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-label={uiMessages.loadingPage()}>
      <Loader />
    </Center>
  );
}
