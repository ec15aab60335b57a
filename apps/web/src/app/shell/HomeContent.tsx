import { Alert } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { PromptSelector } from '../../features/prompts/PromptSelector';
import { PageLoader } from '../../ui/PageLoader';
import { shellMessages } from './messages';

const ResourcesIndex = lazy(() =>
  import('../../features/resources/ResourcesIndex').then((m) => ({ default: m.ResourcesIndex })),
);

// My Data Stories (cards, selection, deleting): loaded when opened, like the views below.
const MyStories = lazy(() =>
  import('../../features/myStories/MyStories').then((m) => ({ default: m.MyStories })),
);

// Teachers' screen: loaded when opened, keeping the first page small.
const CustomLinksScreen = lazy(() =>
  import('../../features/customLinks/CustomLinksScreen').then((m) => ({
    default: m.CustomLinksScreen,
  })),
);

/** The main area for a menu value; an unknown value is reported, not silently replaced. */
export function HomeContent({ value }: { value: string }) {
  switch (value) {
    case 'create':
      return <PromptSelector />;
    case 'stories':
      return (
        <Suspense fallback={<PageLoader />}>
          <MyStories />
        </Suspense>
      );
    case 'resources':
      return (
        <Suspense fallback={<PageLoader />}>
          <ResourcesIndex />
        </Suspense>
      );
    case 'custom-links':
      return (
        <Suspense fallback={<PageLoader />}>
          <CustomLinksScreen />
        </Suspense>
      );
    case 'admin':
      // The console has its own address; an old ?menu=admin link goes there.
      return <Navigate to="/admin" replace />;
    default:
      return (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {shellMessages.unknownComponent({ value })}
        </Alert>
      );
  }
}
