import { AppShell, Divider, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBook, IconFolder, IconLink, IconPlus, IconSettings } from '@tabler/icons-react';
import { Fragment, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/useAuth';
import { ArrivalNoticeBanner } from '../../features/customLinks';
import { Navbar } from './Navbar';
import { DEFAULT_MENU_VALUE, visibleMenuItems, type MenuValue } from './menu';
import { HomeContent } from './HomeContent';
import { shellMessages } from './messages';

// Notices of data due to be deleted (docs/product/retention.md): their code and their request
// wait until the page is up, off the first route's critical path.
const RetentionNotices = lazy(() =>
  import('../../features/retention/RetentionNotices').then((m) => ({
    default: m.RetentionNotices,
  })),
);

function LaterRetentionNotices() {
  const { user } = useAuth();
  const [pageUp, setPageUp] = useState(false);
  useEffect(() => {
    if (!user) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setPageUp(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setPageUp(true), 500);
    return () => clearTimeout(id);
  }, [user]);
  if (!user || !pageUp) return null;
  return (
    <Suspense fallback={null}>
      <RetentionNotices />
    </Suspense>
  );
}

const ICONS: Record<MenuValue, ReactNode> = {
  create: <IconPlus size={18} aria-hidden />,
  stories: <IconFolder size={18} aria-hidden />,
  resources: <IconBook size={18} aria-hidden />,
  'custom-links': <IconLink size={18} aria-hidden />,
  admin: <IconSettings size={18} aria-hidden />,
};

/** The home shell: navbar, sidebar menu with dividers, and the chosen component in the main area. */
export function HomePage() {
  const [menuOpen, { toggle, close }] = useDisclosure(false);
  const [params, setParams] = useSearchParams();
  const { isAdmin } = useAuth();
  const active = params.get('menu') ?? DEFAULT_MENU_VALUE;
  // On a phone the closed menu is slid off the screen: inert, so Tab does not walk through it.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const hidden = phone && !menuOpen;

  const choose = (value: MenuValue) => {
    const next = new URLSearchParams(params);
    next.set('menu', value);
    next.delete('t');
    setParams(next);
    close();
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !menuOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Navbar menuOpen={menuOpen} onToggleMenu={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={shellMessages.mainMenu()} inert={hidden}>
        <ScrollArea>
          {visibleMenuItems(isAdmin).map((item) => (
            <Fragment key={item.value}>
              {item.dividerBefore && <Divider my="xs" />}
              {item.path ? (
                <NavLink
                  component={Link}
                  to={item.path}
                  label={item.label()}
                  leftSection={ICONS[item.value]}
                />
              ) : (
                <NavLink
                  component="button"
                  label={item.label()}
                  leftSection={ICONS[item.value]}
                  active={active === item.value}
                  aria-current={active === item.value ? 'page' : undefined}
                  onClick={() => choose(item.value)}
                />
              )}
            </Fragment>
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <ArrivalNoticeBanner />
        <LaterRetentionNotices />
        <HomeContent value={active} />
      </AppShell.Main>
    </AppShell>
  );
}
