import { Input } from 'antd';
import type { CodeData } from '../../../shared/forms/editor-blocks';
import { texts } from '../../../shared/texts/pt-BR';

export interface CodeBlockProps {
  data: CodeData;
  onChange: (data: CodeData) => void;
  position: number;
  readOnly: boolean;
}

/** A code block: raw text as Editor.js's code tool stores it (the storefront escapes it). */
export function CodeBlock({ data, onChange, position, readOnly }: CodeBlockProps) {
  return (
    <Input.TextArea
      aria-label={texts.blockEditor.code.label(position)}
      data-focus="content"
      value={data.code}
      readOnly={readOnly}
      spellCheck={false}
      autoSize={{ minRows: 3, maxRows: 24 }}
      style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
      onChange={(event) => onChange({ ...data, code: event.target.value })}
    />
  );
}
