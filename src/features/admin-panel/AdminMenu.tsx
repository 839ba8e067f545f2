import { NavLink, Stack } from '@mantine/core';
import {
  IconLayoutDashboard,
  IconServerCog,
  IconShieldLock,
  IconSitemap,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath, type RouteName } from '../../shared/routes/routes';
import { activeAdminMenuItem, ADMIN_MENU, type AdminMenuItem } from './admin-menu.utils';

const ICONS: Record<AdminMenuItem['key'], Icon> = {
  dashboard: IconLayoutDashboard,
  users: IconUsers,
  securityGroups: IconShieldLock,
  skeletonEditor: IconSitemap,
  settings: IconServerCog,
};

export interface AdminMenuProps {
  /** The route shown, to mark its entry. */
  route: RouteName;
  /** After an entry was chosen (the mobile menu folds up). */
  onNavigate?: () => void;
}

/** The admin panel's menu: dashboard, users, security groups, structure editor, server settings (platform.md §2.4). */
export function AdminMenu({ route, onNavigate }: AdminMenuProps) {
  const { t } = useTranslation();
  const active = activeAdminMenuItem(route);
  return (
    <Stack gap={2}>
      {ADMIN_MENU.map((item) => {
        const ItemIcon = ICONS[item.key];
        const current = item.key === active?.key;
        return (
          <NavLink
            key={item.key}
            component={Link}
            to={routePath(item.route)}
            label={t(`admin.menu.${item.key}`)}
            leftSection={<ItemIcon size={18} aria-hidden />}
            active={current}
            aria-current={current ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
