import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Input, Space } from 'antd';
import { checkImageUrl, escapeHtmlText, type ImageData } from '../../../shared/forms/editor-blocks';
import { texts } from '../../../shared/texts/pt-BR';
import { ImageUploadSlot } from './image-upload-slot';
import { inlineHtmlToText } from './rich-text-dom';

const t = texts.blockEditor.image;

export interface ImageBlockProps {
  data: ImageData;
  onChange: (data: ImageData) => void;
  position: number;
  readOnly: boolean;
}

type Flag = 'withBorder' | 'stretched' | 'withBackground';
const FLAGS: readonly Flag[] = ['withBorder', 'stretched', 'withBackground'];

/**
 * An image added by URL or uploaded (where the host gives an upload slot): only http(s)
 * addresses are taken; anything else is refused with a message and the stored image stays.
 */
export function ImageBlock({ data, onChange, position, readOnly }: ImageBlockProps) {
  const storedUrl = data.file.url;
  const [draft, setDraft] = useState(storedUrl);
  const [lastStoredUrl, setLastStoredUrl] = useState(storedUrl);
  const [error, setError] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // A URL changed from outside (another tab, conflict resolution) replaces the draft.
  if (storedUrl !== lastStoredUrl) {
    setLastStoredUrl(storedUrl);
    setDraft(storedUrl);
    setError(null);
  }
  const caption = useMemo(() => inlineHtmlToText(data.caption), [data.caption]);
  const renderUpload = useContext(ImageUploadSlot);
  // An upload ends later: it changes the block as it is then, not as it was at the drop.
  const latest = useRef({ data, onChange });
  useEffect(() => {
    latest.current = { data, onChange };
  });
  const takeUploaded = (url: string) => {
    const checked = checkImageUrl(url);
    if (!checked.ok) {
      setError(t.urlInvalid);
      return;
    }
    const current = latest.current;
    current.onChange({ ...current.data, file: { ...current.data.file, url: checked.url } });
  };

  const applyUrl = () => {
    if (draft.trim() === '') {
      setError(null);
      if (storedUrl !== '') onChange({ ...data, file: { ...data.file, url: '' } });
      return;
    }
    const checked = checkImageUrl(draft);
    if (!checked.ok) {
      setError(t.urlInvalid);
      return;
    }
    setError(null);
    setDraft(checked.url);
    if (checked.url !== storedUrl) onChange({ ...data, file: { ...data.file, url: checked.url } });
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={t.url(position)}
          data-focus="content"
          placeholder={t.urlPlaceholder}
          value={draft}
          readOnly={readOnly}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={readOnly ? undefined : applyUrl}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              applyUrl();
            }
          }}
        />
        {!readOnly && <Button onClick={applyUrl}>{t.urlApply}</Button>}
      </Space.Compact>
      {!readOnly && renderUpload?.({ position, onUploaded: takeUploaded })}
      {error && <Alert type="error" showIcon title={error} />}
      {storedUrl !== '' &&
        (failedUrl === storedUrl ? (
          <Alert type="warning" showIcon title={t.loadFailed} />
        ) : (
          <img
            src={storedUrl}
            alt={caption || t.previewAlt}
            referrerPolicy="no-referrer"
            onError={() => setFailedUrl(storedUrl)}
            style={{
              maxWidth: data.stretched ? '100%' : 480,
              maxHeight: 320,
              border: data.withBorder ? '1px solid #d9d9d9' : undefined,
              background: data.withBackground ? '#f5f5f5' : undefined,
              padding: data.withBackground ? 8 : undefined,
            }}
          />
        ))}
      <Input
        aria-label={t.caption(position)}
        value={caption}
        readOnly={readOnly}
        onChange={(event) => onChange({ ...data, caption: escapeHtmlText(event.target.value) })}
      />
      <Space wrap>
        {FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            checked={data[flag]}
            disabled={readOnly}
            onChange={(event) => onChange({ ...data, [flag]: event.target.checked })}
          >
            {t[flag]}
          </Checkbox>
        ))}
      </Space>
    </Space>
  );
}
