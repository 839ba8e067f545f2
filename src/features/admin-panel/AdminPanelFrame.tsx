import { Alert, Box, Button, Collapse, Group, Stack, Title, useMantineTheme } from '@mantine/core';
import { useDisclosure, useId, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../shared/routes/routes';
import { canUseAdminPanel } from '../../shared/session/roles.utils';
import { useSession } from '../../shared/session/session-context';
import { activeAdminMenuItem } from './admin-menu.utils';
import { AdminMenu } from './AdminMenu';

export interface AdminPanelFrameProps {
  /** The admin route shown. */
  route: RouteName;
  /** The screen; rendered (and its data loaded) only for administrators and developers. */
  children: ReactNode;
}

const MENU_WIDTH = 230;

/**
 * The frame of every admin screen (platform.md §2.4): the title «Админка», the left menu and the screen. On phones the
 * menu folds up above the screen. Accounts that are neither administrator nor developer get a «no access» message
 * instead: the server refuses them the admin operations anyway (docs/access-control.md).
 */
export function AdminPanelFrame({ route, children }: AdminPanelFrameProps) {
  const { t } = useTranslation();
  const { account } = useSession();
  const theme = useMantineTheme();
  const mobile = useMediaQuery(`(width < ${theme.breakpoints.xs})`);
  const [menuOpened, menu] = useDisclosure(false);
  const menuId = useId();
  const active = activeAdminMenuItem(route);

  if (!canUseAdminPanel(account)) {
    return (
      <Stack gap="md" pb="xl" data-testid="admin-no-access">
        <Title order={2}>{t('admin.title')}</Title>
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('admin.noAccess.title')}
          icon={<IconLock size={18} aria-hidden />}
        >
          {t('admin.noAccess.text')}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md" pb="xl">
      <Title order={2}>{t('admin.title')}</Title>
      {mobile ? (
        <Stack gap="xs">
          <Button
            variant="light"
            justify="space-between"
            fullWidth
            aria-expanded={menuOpened}
            aria-controls={menuId}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden
                style={{ transform: menuOpened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            }
            onClick={menu.toggle}
          >
            {active ? `${t('admin.menu.toggle')}: ${t(`admin.menu.${active.key}`)}` : t('admin.menu.toggle')}
          </Button>
          <Collapse expanded={menuOpened} id={menuId}>
            <Box component="nav" aria-label={t('admin.menu.label')}>
              <AdminMenu route={route} onNavigate={menu.close} />
            </Box>
          </Collapse>
          <Box>{children}</Box>
        </Stack>
      ) : (
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Box component="nav" aria-label={t('admin.menu.label')} w={MENU_WIDTH} style={{ flexShrink: 0 }}>
            <AdminMenu route={route} />
          </Box>
          <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
        </Group>
      )}
    </Stack>
  );
}
