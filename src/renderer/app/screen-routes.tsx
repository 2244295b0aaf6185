import {
  AppstoreOutlined,
  CloudUploadOutlined,
  CommentOutlined,
  ControlOutlined,
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
import type { ReactNode } from 'react';
import { texts } from '../../shared/texts/pt-BR';
import { loadableScreen, type LoadableScreen } from './loadable-screen';

const nav = texts.shell.nav;
const conversations = texts.whatsapp.conversations;

export interface ScreenRoute {
  key: string;
  path: string;
  /** Every screen is its own chunk, so the first screen loads only what it shows. */
  screen: LoadableScreen;
  /** A menu entry, in menu order; routes without one are reached by links. */
  menu?: { label: string; icon: ReactNode };
  /** False for screens that must work when the data connection fails (Configurações). */
  needsData?: boolean;
  /** Works with the multi-project id active (Eventos); other screens then ask for a project. */
  multiProject?: boolean;
}

/**
 * Every screen with its own path, in menu order: adding a screen is one entry here (and its
 * texts). The spec's routes are among them; /console/:collection[/:docId] comes after all of
 * them in app-routes.tsx, so /console/sync is the sync screen, not a collection named "sync".
 */
export const screenRoutes: readonly ScreenRoute[] = [
  {
    key: 'home',
    path: '/console',
    screen: loadableScreen(() => import('../screens/home/home-screen')),
    menu: { label: nav.home, icon: <HomeOutlined /> },
  },
  {
    key: 'sync',
    path: '/console/sync',
    screen: loadableScreen(() => import('../screens/sync/sync-screen')),
    menu: { label: nav.sync, icon: <SyncOutlined /> },
  },
  {
    key: 'product',
    path: '/console/product',
    screen: loadableScreen(() => import('../screens/product/product-screen')),
    menu: { label: nav.product, icon: <TagOutlined /> },
  },
  {
    key: 'product-detail',
    path: '/console/product/:code',
    screen: loadableScreen(() => import('../screens/product/product-detail-screen')),
  },
  {
    key: 'collections',
    path: '/console/collections',
    screen: loadableScreen(() => import('../screens/collections/collections-screen')),
    menu: { label: nav.collections, icon: <DatabaseOutlined /> },
  },
  {
    key: 'project-config',
    // The overview; /console/config[/{id}] stays the collection browser (CSV, the forms).
    path: '/console/project-config',
    screen: loadableScreen(() => import('../screens/project-config/project-config-screen')),
    menu: { label: texts.wayfinding.config.menu, icon: <ControlOutlined /> },
  },
  {
    key: 'layouts',
    path: '/console/layouts',
    screen: loadableScreen(() => import('../screens/layouts/layouts-screen')),
    menu: { label: nav.layouts, icon: <LayoutOutlined /> },
  },
  {
    key: 'layout-document',
    path: '/console/layouts/:docId',
    screen: loadableScreen(() => import('../screens/layouts/layout-document-screen')),
  },
  {
    key: 'files',
    path: '/console/files',
    screen: loadableScreen(() => import('../screens/files/files-screen')),
    menu: { label: nav.files, icon: <CloudUploadOutlined /> },
  },
  {
    key: 'events',
    path: '/console/events',
    screen: loadableScreen(() => import('../screens/events/events-screen')),
    menu: { label: nav.events, icon: <AppstoreOutlined /> },
    multiProject: true,
  },
  {
    key: 'segments',
    path: '/console/segments',
    screen: loadableScreen(() => import('../screens/segments/segments-screen')),
    menu: { label: nav.segments, icon: <TeamOutlined /> },
  },
  {
    key: 'campaigns',
    path: '/console/campaigns',
    screen: loadableScreen(() => import('../screens/campaigns/campaigns-screen')),
    menu: { label: nav.campaigns, icon: <NotificationOutlined /> },
  },
  {
    key: 'whatsapp-templates',
    path: '/console/whatsapp-templates',
    screen: loadableScreen(() => import('../screens/whatsapp-templates/whatsapp-templates-screen')),
    menu: { label: nav.whatsappTemplates, icon: <MessageOutlined /> },
  },
  {
    key: 'conversations',
    path: '/console/conversations',
    screen: loadableScreen(() => import('../screens/conversations/conversations-screen')),
    menu: { label: conversations.menu, icon: <CommentOutlined /> },
  },
  {
    key: 'orders',
    path: '/console/orders',
    screen: loadableScreen(() => import('../screens/orders/orders-screen')),
    menu: { label: nav.orders, icon: <ShoppingCartOutlined /> },
  },
  {
    key: 'settings',
    path: '/console/settings',
    screen: loadableScreen(() => import('../screens/settings/settings-screen')),
    menu: { label: nav.settings, icon: <SettingOutlined /> },
    // Settings stay reachable when the data connection fails: that is where it is fixed.
    needsData: false,
  },
];
