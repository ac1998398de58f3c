import { Anchor, AppShell, Burger, Container, Group, Progress, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { pages } from '@svc/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useNavigate, useNavigation } from 'react-router';
import { ScrollToTop } from '../../app/layout/scroll-to-top';
import { HorizontalMenu, SideMenu } from '../../app/layout/side-menu';
import { UserMenu } from '../../app/layout/user-menu';
import { LogoMark } from '../../components/blank-layout';
import { DialogsHost } from '../../components/confirm';
import { LanguageToggle } from '../../components/language-toggle';
import { SkinToggle } from '../../components/skin-toggle';
import { ChangePasswordModal, confirmLogout, saveLanguage, useLogout } from '../../features/account';
import { t } from '../../i18n';
import { setSessionEndedHandler } from '../../lib/api-client';
import { usePreferences } from '../../lib/preferences';
import { useSession } from '../../lib/session-store';

/** Skin, layout and width: a drawer only some turn on in their profile, so its code comes when it is shown. */
const ThemeCustomizer = lazy(() => import('./theme-customizer').then((m) => ({ default: m.ThemeCustomizer })));

/**
 * The signed-in chrome. Below 1200 px (Mantine's `lg`) the menu becomes an overlay opened by the burger;
 * the horizontal layout puts the menu under the top bar on wide screens.
 */
export function AppLayout() {
  const session = useSession();
  const prefs = usePreferences();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const logout = useLogout();
  const [menuOpen, menu] = useDisclosure(false);
  // Below Mantine's `lg` the side menu is off screen until the burger opens it: its links are made then.
  const wide = useMediaQuery('(min-width: 75em)', undefined, { getInitialValueInEffect: false });
  const dialogs = useAfterFirstPaint();
  const [pwOpen, pw] = useDisclosure(false);
  // The dialog's code (its form and rules) loads the first time it is asked for, then stays for its close.
  const [pwWanted, setPwWanted] = useState(false);
  const horizontal = prefs.layout === 'horizontal';

  useEffect(() => setSessionEndedHandler(() => navigate(pages.login, { replace: true })), [navigate]);

  if (!session) return null;
  return (
    <>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 260, breakpoint: 'lg', collapsed: { mobile: !menuOpen, desktop: horizontal } }}
        padding="md"
      >
        <AppShell.Header className="no-print">
          {navigation.state === 'loading' && (
            <Progress
              value={100}
              animated
              size="xs"
              radius={0}
              pos="absolute"
              top={0}
              left={0}
              right={0}
              aria-label={t('loading')}
            />
          )}
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={menuOpen}
                onClick={menu.toggle}
                hiddenFrom="lg"
                size="sm"
                aria-label={t('toggleMenu')}
                data-testid="menu-burger"
              />
              <Anchor component={Link} to={pages.requests} underline="never" c="inherit" aria-label={t('appName')}>
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon size="lg" radius="md" aria-hidden>
                    <LogoMark />
                  </ThemeIcon>
                  <Text fw={700} visibleFrom="xs">
                    {t('appName')}
                  </Text>
                </Group>
              </Anchor>
              {horizontal && (
                <nav aria-label={t('mainNavigation')} data-testid="horizontal-menu">
                  <Group visibleFrom="lg" ml="lg">
                    <HorizontalMenu role={session.role} />
                  </Group>
                </nav>
              )}
            </Group>
            <Group gap="sm" wrap="nowrap">
              <ScrollToTop />
              <LanguageToggle onChange={(lang) => saveLanguage(lang).catch(() => undefined)} />
              <SkinToggle />
              <UserMenu
                session={session}
                onProfile={() => navigate(pages.profile)}
                onChangePassword={() => {
                  setPwWanted(true);
                  pw.open();
                }}
                onLogout={() => confirmLogout(logout)}
              />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" className="no-print" data-testid="side-menu">
          <nav aria-label={t('mainNavigation')}>
            {(wide || menuOpen) && <SideMenu role={session.role} onNavigate={menu.close} />}
          </nav>
        </AppShell.Navbar>
        <AppShell.Main>
          <Container
            size={prefs.width === 'boxed' ? 'xl' : '100%'}
            px={0}
            data-testid="content"
            data-width={prefs.width}
          >
            <Outlet />
          </Container>
        </AppShell.Main>
        {prefs.customizer && (
          <Suspense fallback={null}>
            <ThemeCustomizer />
          </Suspense>
        )}
        {pwWanted && (
          <Suspense fallback={null}>
            <ChangePasswordModal opened={pwOpen} onClose={pw.close} onForcedLogout={logout} />
          </Suspense>
        )}
      </AppShell>
      {/* Confirmation dialogs (`openConfirm`) need their provider mounted somewhere; it holds a closed dialog
          whose set-up was part of the first paint's longest task, so it comes just after (its code too). */}
      <DialogsHost load={dialogs} />
    </>
  );
}

/** False for the first paint, true in a task of its own right after it. */
function useAfterFirstPaint() {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return after;
}
