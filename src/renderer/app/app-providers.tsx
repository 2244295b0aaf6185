import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider, theme } from 'antd';
import ptBR from 'antd/locale/pt_BR';
// antd's styles, built ahead: with zeroRuntime no component compiles its CSS in the page.
import 'antd/dist/antd.css';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { AppBridge } from '../bridge/bridge';
import { BridgeContext } from '../bridge/bridge-context';
import { useAppearanceStore } from '../stores/appearance-store';
import { UnhandledRejectionNotifier } from './unhandled-rejections';
import { usePrefersDark, usePrefersReducedMotion } from './use-prefers-dark';

dayjs.locale('pt-br');

/** antd in pt-BR with the user's theme, its App (message, modal, notification) and the bridge. */
export function AppProviders({
  bridge,
  motion = true,
  children,
}: {
  bridge: AppBridge;
  /**
   * Off in jsdom tests, where CSS transitions never end and closed modals would linger; off
   * too where the system asks for reduced motion.
   */
  motion?: boolean;
  children: ReactNode;
}) {
  const mode = useAppearanceStore((store) => store.mode);
  const prefersDark = usePrefersDark();
  const reducedMotion = usePrefersReducedMotion();
  const dark = mode === 'dark' || (mode === 'system' && prefersDark);
  useEffect(() => {
    // Scrollbars and form controls the browser draws follow the theme too; base.css paints
    // the page behind the app from the same mark (theme-boot.js set it before the first paint).
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
  return (
    <ConfigProvider
      locale={ptBR}
      theme={{
        // Generating each component's CSS on its first render was a quarter of the console's
        // script time at start, and more on each screen's first open; the themes stay CSS
        // variables, set at run time.
        zeroRuntime: true,
        token: { motion: motion && !reducedMotion },
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      }}
    >
      <App>
        <UnhandledRejectionNotifier />
        <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>
      </App>
    </ConfigProvider>
  );
}
