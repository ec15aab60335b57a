import { AppShell, Divider, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBook, IconFolder, IconLink, IconPlus, IconSettings } from '@tabler/icons-react';
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/useAuth';
import { ArrivalNoticeBanner } from '../../features/customLinks';
import { Navbar } from './Navbar';
import { DEFAULT_MENU_VALUE, visibleMenuItems, type MenuValue } from './menu';
import { HomeContent } from './HomeContent';
import { shellMessages } from './messages';

// The retention policy page and the notices of data due to be deleted (docs/product/retention.md),
// in the account chunk: one lazy import for both (the router shows the page). On the home page
// their code, then a signed-in person's notices, load once it has rendered, off the critical path.
export const Retention = lazy(() =>
  import('../../features/account').then((m) => ({ default: m.Retention })),
);

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
        {/* Renders nothing until loaded; says nothing to a visitor who is not signed in. */}
        <Suspense>
          <Retention />
        </Suspense>
        <HomeContent value={active} />
      </AppShell.Main>
    </AppShell>
  );
}
