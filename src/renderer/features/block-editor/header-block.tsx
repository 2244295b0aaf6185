import { useMemo } from 'react';
import { Input, Select, Space } from 'antd';
import {
  escapeHtmlText,
  HEADER_LEVELS,
  type HeaderData,
  type HeaderLevel,
} from '../../../shared/forms/editor-blocks';
import { texts } from '../../../shared/texts/pt-BR';
import { inlineHtmlToText } from './rich-text-dom';

const t = texts.blockEditor.header;

export interface HeaderBlockProps {
  data: HeaderData;
  onChange: (data: HeaderData) => void;
  position: number;
  readOnly: boolean;
}

const LEVEL_OPTIONS = HEADER_LEVELS.map((level) => ({ value: level, label: t.levelOption(level) }));

/**
 * A header: level and plain text. Editor.js stores the text as inline HTML, so typed text is
 * stored escaped (a typed "<b>" is text, never markup) and stored HTML is shown as its text.
 */
export function HeaderBlock({ data, onChange, position, readOnly }: HeaderBlockProps) {
  const text = useMemo(() => inlineHtmlToText(data.text), [data.text]);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select<HeaderLevel>
        aria-label={t.level(position)}
        value={data.level}
        options={LEVEL_OPTIONS}
        disabled={readOnly}
        style={{ width: 150 }}
        onChange={(level) => onChange({ ...data, level })}
      />
      <Input
        aria-label={t.text(position)}
        data-focus="content"
        value={text}
        readOnly={readOnly}
        style={{ fontWeight: 600 }}
        onChange={(event) => onChange({ ...data, text: escapeHtmlText(event.target.value) })}
      />
    </Space.Compact>
  );
}
