import { Alert } from 'antd';
import type { EditorBlock } from '../../../shared/forms/editor-blocks';
import { texts } from '../../../shared/texts/pt-BR';

const t = texts.blockEditor.readonly;
/** Enough to recognise the block; a huge table need not fill the form. */
const PREVIEW_LIMIT = 2000;

function preview(data: unknown): string {
  let json: string;
  try {
    json = JSON.stringify(data, null, 2) ?? String(data);
  } catch {
    json = String(data);
  }
  return json.length > PREVIEW_LIMIT ? `${json.slice(0, PREVIEW_LIMIT)}…` : json;
}

/** A block this editor cannot edit: shown as data, stored exactly as loaded. */
export function ReadonlyBlock({
  block,
  reason,
}: {
  block: EditorBlock;
  reason: 'unknown-type' | 'invalid-data';
}) {
  return (
    <div>
      <Alert
        type="info"
        showIcon
        title={reason === 'unknown-type' ? t.unknownType(block.type) : t.invalidData(block.type)}
      />
      <pre
        style={{ margin: '8px 0 0', maxHeight: 240, overflow: 'auto', fontSize: 12 }}
        tabIndex={0}
      >
        {preview(block.data)}
      </pre>
    </div>
  );
}
