import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Prompt } from '@dsb/core';
import { forgetClassroom, rememberClassroom } from '../../lib/useClassroom';
import { SignInButton, useAuth } from '../auth';
import { selectPromptById } from '../prompts';
import {
  clearActiveLink,
  destinationFor,
  writeActiveLink,
  type ActiveClassLink,
} from './activeLink';
import { arrivalMessages as M } from './arrival/messages';
import { useArrivalNotice } from './arrivalNotice';
import { openClassLink } from './openClassLink';
import { TeacherCanSee } from './TeacherCanSee';

/**
 * A share URL (/tool?tid=..., /?tid=..., with room=...) being opened (issue #14): the
 * link is opened once, its room becomes the classroom badge and its prompt the selection. A pupil
 * who is signed in goes on to the template picker (or chooses a prompt when the link has none);
 * a signed-out pupil is asked to sign in first. An unknown or deleted link shows a notice on the
 * normal home page.
 */
export function ClassLinkLanding({ trackingId }: { trackingId: string }) {
  const { isLoading, isAuthenticated, login } = useAuth();
  const navigate = useNavigate();
  const showNotice = useArrivalNotice((s) => s.show);
  const [opened, setOpened] = useState<{ link: ActiveClassLink; prompt: Prompt | null } | null>(
    null,
  );

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let link: ActiveClassLink;
      try {
        link = await openClassLink(trackingId);
      } catch {
        if (cancelled) return;
        clearActiveLink();
        forgetClassroom(); // a deleted link's room is no longer this tab's classroom
        showNotice('inactive');
        void navigate('/', { replace: true });
        return;
      }
      rememberClassroom(link.room);
      let prompt: Prompt | null = null;
      if (link.promptId) {
        try {
          prompt = await selectPromptById(link.promptId);
        } catch {
          // The prompt was removed since: the pupil chooses one instead.
          link = { ...link, promptId: null };
          writeActiveLink(link);
        }
      }
      if (!cancelled) setOpened({ link, prompt });
    })();
    return () => {
      cancelled = true;
    };
  }, [trackingId, navigate, showNotice]);

  const link = opened?.link ?? null;
  const goOn = !isLoading && link !== null && (isAuthenticated || !link.promptId);
  useEffect(() => {
    if (!goOn || !link) return;
    if (!link.promptId) showNotice('choosePrompt');
    writeActiveLink({ ...link, awaitingSignIn: false });
    void navigate(destinationFor(link), { replace: true });
  }, [goOn, link, navigate, showNotice]);

  if (!opened || isLoading || goOn) {
    return (
      <Center mih="60vh" role="status">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="gray.7">{M.opening()}</Text>
        </Stack>
      </Center>
    );
  }

  const signIn = () => {
    writeActiveLink({ ...opened.link, awaitingSignIn: true });
    login();
  };
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <IconSchool size={40} color="var(--mantine-color-teal-7)" aria-hidden />
          <Title order={2}>{M.title()}</Title>
          {opened.prompt && (
            <Text>
              <Text span fw={600} inherit>
                {M.bigQuestion()}{' '}
              </Text>
              {opened.prompt.bigQuestion}
            </Text>
          )}
          <Text c="gray.7">{M.intro()}</Text>
          <TeacherCanSee />
          <SignInButton onClick={signIn} />
        </Stack>
      </Paper>
    </Center>
  );
}
