import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Flex, Layout, theme, Typography } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { texts } from '../../shared/texts/pt-BR';
import { CommandPalette } from './command-palette/command-palette';
import { HeaderSearch } from './command-palette/header-search';
import { RecentTracker } from './command-palette/recent-tracker';
import { ConnectionBanner } from './connection-banner';
import { HeaderAccount } from './header-account';
import { ProjectSelector } from './project-selector';
import { ShortcutsDialog } from './shortcuts-dialog';
import { SideNav } from './side-nav';
import { ThemeSwitch } from './theme-switch';
import { ThemeFromPreferences, useUserPreferences } from './use-user-preferences';
import { UploadQueueCorner } from '../features/uploads/upload-queue-corner';

const ts = texts.wayfinding.sider;

/**
 * Side navigation (stays in place while the page scrolls; collapsed to icons by its trigger
 * or Ctrl+B, remembered per user), header (search, project, theme, shortcuts, profile, user)
 * and the routed screen.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const { preferences, ready, save } = useUserPreferences();
  // A narrow window shows icons only; opening the menu there is for the moment, not remembered.
  const [narrow, setNarrow] = useState(false);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const collapsed = narrow ? !narrowOpen : preferences.siderCollapsed === true;
  const toggle = () => {
    if (narrow) setNarrowOpen((open) => !open);
    else if (ready) void save({ siderCollapsed: !collapsed }).catch(() => undefined);
  };
  const toggleRef = useLatest(toggle);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'b') return;
      event.preventDefault();
      toggleRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggleRef]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ThemeFromPreferences />
      <RecentTracker />
      <Layout.Sider
        width={240}
        collapsedWidth={64}
        theme="light"
        breakpoint="lg"
        onBreakpoint={setNarrow}
        collapsed={collapsed}
        trigger={null}
        style={{
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflowY: 'auto',
          borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex
          align="center"
          justify={collapsed ? 'center' : 'space-between'}
          style={{ padding: collapsed ? '12px 0' : '12px 8px 12px 24px' }}
        >
          {!collapsed && (
            <Typography.Text strong style={{ fontSize: 16 }}>
              {texts.app.name}
            </Typography.Text>
          )}
          <Button
            type="text"
            aria-label={collapsed ? ts.expand : ts.collapse}
            title={`${collapsed ? ts.expand : ts.collapse} (Ctrl+B)`}
            aria-expanded={!collapsed}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
          />
        </Flex>
        <SideNav collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: 'transparent',
            paddingInline: 24,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            height: 'auto',
            minHeight: 64,
            lineHeight: 'normal',
            paddingBlock: 12,
          }}
        >
          <Flex align="center" justify="space-between" gap="middle" wrap style={{ height: '100%' }}>
            <Flex align="center" gap="middle" wrap>
              <HeaderSearch />
              <ProjectSelector />
            </Flex>
            <Flex align="center" gap="small" wrap>
              <ThemeSwitch />
              <ShortcutsDialog />
              <HeaderAccount />
            </Flex>
          </Flex>
        </Layout.Header>
        <ConnectionBanner />
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
        <UploadQueueCorner />
        <CommandPalette />
      </Layout>
    </Layout>
  );
}

/** A ref that always holds the latest value (a key listener set once calls today's toggle). */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
