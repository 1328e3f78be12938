import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHomeCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { CookieNotice } from '@/components/layout/cookie-notice';
import { HydrationSlice } from '@/components/layout/hydration-slice';
import { navItemsFor, type NavItem } from '@/components/layout/nav-items';
import { AccountActions } from '@/components/layout/account-actions';
import { SiteFooter } from '@/components/layout/site-footer';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import classes from '@/components/layout/app-layout.module.css';

const MobileMenu = lazy(() => import('@/components/layout/mobile-menu'));
// Only signed-in people have it: it stays out of the landing page's script.
const NotificationsBell = lazy(() => import('@/components/layout/notifications-bell'));
// Only vendors have the badge (and its live stream): kept out of everyone else's first load.
const UnseenNotificationsBadge = lazy(() =>
  import('@/components/layout/unseen-notifications-badge').then((m) => ({
    default: m.UnseenNotificationsBadge,
  })),
);

const UnreadMessagesBadge = lazy(() =>
  import('@/components/layout/unread-messages-badge').then((m) => ({
    default: m.UnreadMessagesBadge,
  })),
);

export function AppLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const { token, role } = useSession();
  const signedIn = Boolean(token && role);
  const items = navItemsFor(signedIn ? role : undefined);
  // Signed-in menus are longer, so they move into the drawer below 1200 px.
  const wide = signedIn ? 'lg' : 'md';

  const accountActions = (inDrawer: boolean) => (
    <AccountActions signedIn={signedIn} inDrawer={inDrawer} onDone={drawer.close} />
  );

  return (
    // A fixed header over the page: plain elements, not Mantine's AppShell, whose navbar, aside
    // and resize code the site never uses would weigh on every first load.
    <div>
      <a href="#content" className={classes.skipLink}>
        Skip to content
      </a>
      {/* right-scroll-bar-position: the open menu's scroll lock keeps the header from shifting. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <HydrationSlice>
          <Container size="lg" h="100%">
            <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
              <Link to={paths.root} className={classes.brand} aria-label={`${APP_NAME} home`}>
                <IconHomeCheck size={28} color="var(--mantine-color-brand-6)" aria-hidden />
                {APP_NAME}
              </Link>
              <MainNav items={items} visibleFrom={wide} />
              <Group gap="xs" wrap="nowrap">
                {signedIn && (role === 'resident' || role === 'admin') && (
                  <Suspense fallback={null}>
                    <NotificationsBell
                      to={
                        role === 'admin' ? paths.adminNotifications : paths.dashboardNotifications
                      }
                    />
                  </Suspense>
                )}
                {/* A vendor's menu names Notifications with its count; folded away, the bell does. */}
                {signedIn && role === 'vendor' && (
                  <Box hiddenFrom={wide}>
                    <Suspense fallback={null}>
                      <NotificationsBell live={false} to={paths.notifications} />
                    </Suspense>
                  </Box>
                )}
                <Group gap="xs" visibleFrom={wide} wrap="nowrap">
                  {accountActions(false)}
                </Group>
                <Burger
                  opened={drawerOpened}
                  onClick={() => {
                    setMenuRequested(true);
                    drawer.toggle();
                  }}
                  hiddenFrom={wide}
                  aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
                />
              </Group>
            </Group>
          </Container>
        </HydrationSlice>
      </header>

      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={drawerOpened}
            onClose={drawer.close}
            title={APP_NAME}
            items={items}
            actions={accountActions(true)}
          />
        </Suspense>
      )}

      {/* The footer sits after <main>, not in it, so that it is the page's contentinfo landmark. */}
      <div className={classes.page}>
        <main className={classes.content} id="content" tabIndex={-1}>
          <HydrationSlice>
            <Outlet />
          </HydrationSlice>
        </main>
        <HydrationSlice>
          <SiteFooter />
        </HydrationSlice>
      </div>
      <CookieNotice />
    </div>
  );
}

function MainNav({ items, visibleFrom }: { items: NavItem[]; visibleFrom: 'md' | 'lg' }) {
  return (
    <Group component="nav" aria-label="Main" gap={2} visibleFrom={visibleFrom} wrap="nowrap">
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className={classes.link}>
          <Group component="span" gap={6} wrap="nowrap">
            {item.label}
            {item.badge && (
              <Suspense fallback={null}>
                {item.badge === 'unreadMessages' ? (
                  <UnreadMessagesBadge />
                ) : (
                  <UnseenNotificationsBadge live />
                )}
              </Suspense>
            )}
          </Group>
        </NavLink>
      ))}
    </Group>
  );
}
