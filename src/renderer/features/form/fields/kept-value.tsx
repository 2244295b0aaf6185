import { Alert } from 'antd';
import type { ValuePath } from '../../../../shared/forms/value-path';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import { jsonPreview } from '../../../../shared/format/pt-br-format';

const codeStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/**
 * A stored value the field cannot edit (wrong shape for its type): shown read-only and left
 * untouched, so saving never drops it.
 */
export function KeptValue({ path, message }: { path: ValuePath; message: string }) {
  const { store } = useFormContext();
  const value = useFieldValue(store, path);
  return (
    <Alert
      type="warning"
      showIcon
      title={message}
      description={<code style={codeStyle}>{jsonPreview(value)}</code>}
    />
  );
}
