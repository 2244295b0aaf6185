import type { ReactNode } from 'react';
import { Flex, Layout, Typography } from 'antd';
import { texts } from '../../shared/texts/pt-BR';
import { ConnectionBanner } from './connection-banner';
import { HeaderAccount } from './header-account';
import { IdleWarmups } from './idle-warmups';
import { ProjectSelector } from './project-selector';
import { SideNav } from './side-nav';
import { UploadQueueCorner } from '../features/uploads/upload-queue-corner';

/** Side navigation, header (project, profile, user) and the routed screen. */
export function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="light" breakpoint="lg" collapsedWidth={0}>
        <Typography.Text strong style={{ display: 'block', padding: '16px 24px', fontSize: 16 }}>
          {texts.app.name}
        </Typography.Text>
        <SideNav />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: 'transparent',
            paddingInline: 24,
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <Flex align="center" justify="space-between" gap="middle" style={{ height: '100%' }}>
            <ProjectSelector />
            <HeaderAccount />
          </Flex>
        </Layout.Header>
        <ConnectionBanner />
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
        <IdleWarmups />
        <UploadQueueCorner />
      </Layout>
    </Layout>
  );
}
