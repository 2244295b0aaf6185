/**
 * The renderer bench's stack floor (renderer.stack_floor_ms): the console's chosen stack alone,
 * React, antd (ConfigProvider in zero-runtime mode with its prebuilt stylesheet and pt-BR,
 * Layout, Sider, Menu and the icons) and react-router's data router, drawing the side
 * navigation with the console's own entries, and nothing else: no bridge, settings, data,
 * header or screen. What a first_screen_ms adds to this is the console's own.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, Layout, Menu, theme } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import 'antd/dist/antd.css';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { navItems } from '../../src/renderer/app/nav-items';
import { texts } from '../../src/shared/texts/pt-BR';

const entries = navItems.map(({ key, path, label, icon }) => ({
  key,
  icon,
  label: <Link to={path}>{label}</Link>,
}));

function StackFloor() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={240} collapsedWidth={64} theme="light" breakpoint="lg" trigger={null}>
        <nav aria-label={texts.shell.nav.label}>
          <Menu mode="inline" selectedKeys={['home']} items={entries} />
        </nav>
      </Layout.Sider>
      <Layout.Content />
    </Layout>
  );
}

const router = createBrowserRouter([{ path: '*', element: <StackFloor /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={ptBR} theme={{ zeroRuntime: true, algorithm: theme.defaultAlgorithm }}>
      <RouterProvider router={router} />
    </ConfigProvider>
  </StrictMode>,
);
