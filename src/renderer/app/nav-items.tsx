import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  CloudUploadOutlined,
  DatabaseOutlined,
  HomeOutlined,
  LayoutOutlined,
  MessageOutlined,
  NotificationOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SyncOutlined,
  TagOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { texts } from '../../shared/texts/pt-BR';

export interface NavItem {
  key: string;
  path: string;
  label: string;
  icon: ReactNode;
}

const nav = texts.shell.nav;

/** One entry per screen, in menu order. */
export const navItems: readonly NavItem[] = [
  { key: 'home', path: '/console', label: nav.home, icon: <HomeOutlined /> },
  { key: 'sync', path: '/console/sync', label: nav.sync, icon: <SyncOutlined /> },
  { key: 'product', path: '/console/product', label: nav.product, icon: <TagOutlined /> },
  {
    key: 'collections',
    path: '/console/collections',
    label: nav.collections,
    icon: <DatabaseOutlined />,
  },
  { key: 'layouts', path: '/console/layouts', label: nav.layouts, icon: <LayoutOutlined /> },
  { key: 'files', path: '/console/files', label: nav.files, icon: <CloudUploadOutlined /> },
  { key: 'events', path: '/console/events', label: nav.events, icon: <AppstoreOutlined /> },
  { key: 'segments', path: '/console/segments', label: nav.segments, icon: <TeamOutlined /> },
  {
    key: 'campaigns',
    path: '/console/campaigns',
    label: nav.campaigns,
    icon: <NotificationOutlined />,
  },
  {
    key: 'whatsapp-templates',
    path: '/console/whatsapp-templates',
    label: nav.whatsappTemplates,
    icon: <MessageOutlined />,
  },
  { key: 'orders', path: '/console/orders', label: nav.orders, icon: <ShoppingCartOutlined /> },
  { key: 'settings', path: '/console/settings', label: nav.settings, icon: <SettingOutlined /> },
];

/** Paths under /console that are screens of their own, not collection names. */
const ownPaths = new Set(navItems.map((item) => item.path.split('/')[2]).filter(Boolean));

/**
 * The menu entry a route belongs to: its own screen, a product code under Produto, and any
 * other /console/{collection}[/{doc}] under Coleções.
 */
export function navKeyForPath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'console') return null;
  if (segments.length === 1) return 'home';
  const first = segments[1];
  if (ownPaths.has(first)) return navItems.find((item) => item.path === `/console/${first}`)!.key;
  return segments.length <= 3 ? 'collections' : null;
}
