import { InboxOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useRef, useState, type DragEvent } from 'react';
import type { UploadKind } from '../../../shared/files/upload-kinds';
import { texts } from '../../../shared/texts/pt-BR';
import styles from './uploads.module.css';

const t = texts.uploads;

export interface DropZoneProps {
  kind: UploadKind;
  /** What the zone uploads to (a field's title, "Arquivos"): names the zone for readers. */
  label: string;
  onFiles(files: File[]): void;
  onChoose(): void;
  disabled?: boolean;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A zone that takes files dragged from the desktop, several at once, and lights up while
 * they hover over it; its button opens the native dialog instead.
 */
export function DropZone({ kind, label, onFiles, onChoose, disabled = false }: DropZoneProps) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them, so the light stays on.
  const depth = useRef(0);

  const enter = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const leave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const dragOver = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      role="group"
      aria-label={t.dropZone(label)}
      data-dragging={over || undefined}
      className={styles.dropZone}
      onDragEnter={enter}
      onDragLeave={leave}
      onDragOver={dragOver}
      onDrop={drop}
    >
      <InboxOutlined className={styles.dropIcon} aria-hidden />
      <Typography.Text>{over ? t.dropNow : t.dropHint[kind]}</Typography.Text>
      <Button size="small" onClick={onChoose} disabled={disabled}>
        {t.choose}
      </Button>
    </div>
  );
}
