import { useAntdControlClasses } from './antd-control-classes';

/**
 * Registers antd's Input and Checkbox styles and stays mounted (antd drops a style sheet
 * no component uses). Mounted while the console is idle, so the first form opened does not
 * compile them.
 */
export default function FormStylesWarmup() {
  useAntdControlClasses();
  return null;
}
