import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { AppBridge } from '../bridge/bridge';
import { BridgeContext } from '../bridge/bridge-context';
import { UnhandledRejectionNotifier } from './unhandled-rejections';

dayjs.locale('pt-br');

/** antd in pt-BR, its App (message, modal, notification) and the bridge. */
export function AppProviders({
  bridge,
  motion = true,
  children,
}: {
  bridge: AppBridge;
  /** Off in jsdom tests, where CSS transitions never end and closed modals would linger. */
  motion?: boolean;
  children: ReactNode;
}) {
  return (
    <ConfigProvider locale={ptBR} theme={{ token: { motion } }}>
      <App>
        <UnhandledRejectionNotifier />
        <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>
      </App>
    </ConfigProvider>
  );
}
