import { useEffect } from 'react';
import { App } from 'antd';
import { texts } from '../../shared/texts/pt-BR';

const t = texts.shell.errors;

/**
 * A rejected promise nobody awaited (a data-layer write from an event handler, say) would
 * otherwise fail silently: show it to the user instead.
 */
export function UnhandledRejectionNotifier() {
  const { notification } = App.useApp();
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      const description =
        reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : t.unknown;
      notification.error({ title: t.unexpected, description: description || t.unknown });
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [notification]);
  return null;
}
