import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconShieldX } from '@tabler/icons-react';
import { authMessages } from './messages';
import { SignInButton } from './SignInButton';
import { useAuth } from './useAuth';

function GuardPanel({ children }: { children: ReactNode }) {
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={420} w="100%">
        <Stack align="center" gap="sm" ta="center">
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

export function CheckingAuthentication() {
  return (
    <Center mih="60vh" role="status">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{authMessages.guards.checking()}</Text>
      </Stack>
    </Center>
  );
}

export function AuthenticationRequired() {
  const { login } = useAuth();
  const location = useLocation();
  return (
    <GuardPanel>
      <IconLock size={36} aria-hidden />
      <Title order={2}>{authMessages.guards.requiredTitle()}</Title>
      <Text c="dimmed">{authMessages.guards.requiredText()}</Text>
      <SignInButton onClick={() => login(location.pathname + location.search)} />
    </GuardPanel>
  );
}

export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <GuardPanel>
      <IconShieldX size={36} aria-hidden />
      <Title order={2}>{authMessages.guards.deniedTitle()}</Title>
      <Text c="dimmed">{authMessages.guards.deniedText()}</Text>
      <Button variant="light" onClick={() => void navigate('/')}>
        {authMessages.guards.backHome()}
      </Button>
    </GuardPanel>
  );
}

/** Shows its children only to signed-in users (and only to admins with `admin`). */
export function RequireAuth({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const { isLoading, isAuthenticated, isAdmin } = useAuth();
  if (isLoading) return <CheckingAuthentication />;
  if (!isAuthenticated) return <AuthenticationRequired />;
  if (admin && !isAdmin) return <AccessDenied />;
  return <>{children}</>;
}
