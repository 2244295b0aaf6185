import { ConfigProvider } from 'antd';
// antd's own style hooks, called once per form instead of once per control (see
// plain-controls.test.tsx: it fails if antd renders its controls with other classes).
import useCheckboxStyle from 'antd/es/checkbox/style';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useInputStyle, { useSharedStyle as useSharedInputStyle } from 'antd/es/input/style';
import { useContext, useMemo } from 'react';

/** The class names antd gives its Input and Checkbox under the current theme. */
export interface AntdControlClasses {
  input: string;
  checkbox: {
    wrapper(state: CheckboxState): string;
    box(state: CheckboxState): string;
    input: string;
  };
}

export interface CheckboxState {
  checked: boolean;
  disabled: boolean;
}

// antd marks the checkbox box for its click wave; kept so every antd selector still matches.
const WAVE_TARGET = 'ant-wave-target';

const joined = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The classes antd's Input and Checkbox get under the current theme (their styles come with
 * antd's stylesheet, AppProviders), so plain elements look exactly like antd's controls
 * without each running antd's per-instance hooks.
 */
export function useAntdControlClasses(): AntdControlClasses {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);

  const inputPrefix = getPrefixCls('input');
  const inputRoot = useCSSVarCls(inputPrefix);
  const [inputHash, inputCssVar] = useSharedInputStyle(inputPrefix);
  useInputStyle(inputPrefix, inputRoot);

  const checkboxPrefix = getPrefixCls('checkbox');
  const checkboxRoot = useCSSVarCls(checkboxPrefix);
  const [checkboxHash, checkboxCssVar] = useCheckboxStyle(checkboxPrefix, checkboxRoot);

  return useMemo(
    () => ({
      input: joined(inputPrefix, inputHash, `${inputPrefix}-outlined`, inputCssVar, inputRoot),
      checkbox: {
        wrapper: ({ checked, disabled }: CheckboxState) =>
          joined(
            `${checkboxPrefix}-wrapper`,
            checked && `${checkboxPrefix}-wrapper-checked`,
            disabled && `${checkboxPrefix}-wrapper-disabled`,
            checkboxCssVar,
            checkboxRoot,
            checkboxHash,
          ),
        box: ({ checked, disabled }: CheckboxState) =>
          joined(
            checkboxPrefix,
            WAVE_TARGET,
            checkboxHash,
            checked && `${checkboxPrefix}-checked`,
            disabled && `${checkboxPrefix}-disabled`,
          ),
        input: `${checkboxPrefix}-input`,
      },
    }),
    [
      inputPrefix,
      inputHash,
      inputCssVar,
      inputRoot,
      checkboxPrefix,
      checkboxCssVar,
      checkboxRoot,
      checkboxHash,
    ],
  );
}
