import { createContext, useContext, type ReactNode } from 'react';
import { useAntdControlClasses, type AntdControlClasses } from './antd-control-classes';

const PlainControlsContext = createContext<AntdControlClasses | null>(null);

/** Computes antd's control classes once for every plain control below it. */
function PlainControlsProvider({ children }: { children: ReactNode }) {
  const classes = useAntdControlClasses();
  return <PlainControlsContext.Provider value={classes}>{children}</PlainControlsContext.Provider>;
}

/** Gives plain controls their classes, unless an outer form already does (nested fields). */
export function PlainControlsScope({ children }: { children: ReactNode }) {
  const outer = useContext(PlainControlsContext);
  return outer ? children : <PlainControlsProvider>{children}</PlainControlsProvider>;
}

export function usePlainControlClasses(): AntdControlClasses {
  const classes = useContext(PlainControlsContext);
  if (!classes) throw new Error('usePlainControlClasses outside a PlainControlsScope');
  return classes;
}
