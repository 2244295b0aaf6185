import { useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import type { MessagingResult } from '../messaging-api';

/** Runs one console API call and says how it went: `done` or `failed` as a message. */
export function useReportedCall<A extends unknown[], T>(
  call: (...args: A) => Promise<MessagingResult<T>>,
  report: { done(value: T, ...args: A): string; failed(error: string): string },
) {
  const { message } = App.useApp();
  const [running, setRunning] = useState(false);
  /** True when the call succeeded. */
  const run = async (...args: A): Promise<boolean> => {
    setRunning(true);
    try {
      const result = await call(...args);
      if (result.ok) message.success(report.done(result.value, ...args));
      else message.error(report.failed(result.error));
      return result.ok;
    } finally {
      setRunning(false);
    }
  };
  return { running, run };
}

export interface ConfirmedApiActionProps<T> {
  icon: ReactNode;
  labels: { run: string; confirmTitle: string; confirm: string; ok: string };
  /** The confirmation's OK is red: the call undoes work. */
  danger?: boolean;
  call(): Promise<MessagingResult<T>>;
  done(value: T): string;
  failed(error: string): string;
}

/** A document action that asks first, then calls the console API and reports the outcome. */
export function ConfirmedApiAction<T>({
  icon,
  labels,
  danger,
  call,
  done,
  failed,
}: ConfirmedApiActionProps<T>) {
  const { modal } = App.useApp();
  const { running, run } = useReportedCall(call, { done, failed });
  return (
    <Button
      icon={icon}
      loading={running}
      onClick={() =>
        modal.confirm({
          title: labels.confirmTitle,
          content: labels.confirm,
          okText: labels.ok,
          okButtonProps: danger ? { danger: true } : undefined,
          cancelText: texts.messaging.send.cancel,
          onOk: () => run(),
        })
      }
    >
      {labels.run}
    </Button>
  );
}
