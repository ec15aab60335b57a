import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { RequireAuth } from '../../features/auth/guards';
import { MyStories } from '../../features/myStories/MyStories';
import { PromptSelector } from '../../features/prompts/PromptSelector';
import { ComingSoon } from '../../ui/ComingSoon';

/** The main area for a menu value; an unknown value is reported, not silently replaced. */
export function HomeContent({ value }: { value: string }) {
  switch (value) {
    case 'create':
      return <PromptSelector />;
    case 'stories':
      return <MyStories />;
    case 'resources':
      return (
        <ComingSoon
          title="Resources"
          description="Guides for students and teachers on telling stories with data."
        />
      );
    case 'custom-links':
      return (
        <ComingSoon
          title="Custom Links"
          description="Shareable links that start a class on a chosen prompt."
        />
      );
    case 'admin':
      return (
        <RequireAuth admin>
          <ComingSoon
            title="Admin Console"
            description="Collect charts, manage evidence, users, statistics, backups and prompts."
          />
        </RequireAuth>
      );
    default:
      return (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          Unknown component: {value}
        </Alert>
      );
  }
}
