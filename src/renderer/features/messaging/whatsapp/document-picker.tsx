import type { ReactNode } from 'react';
import { Alert, Empty, Menu, Skeleton } from 'antd';
import { collectionPathOf } from '../../../data/paths';
import type { DocumentSnapshot } from '../../../data/ports';
import { useDataPorts } from '../../../data/provider';
import { useLiveQuery } from '../../../data/use-live-query';

/** Enough for the templates and conversations a store keeps; the list is read live. */
const LIMIT = 200;

export interface DocumentPickerProps {
  projectId: string;
  collection: string;
  selectedId: string | null;
  onSelect(id: string): void;
  label(doc: DocumentSnapshot): ReactNode;
  ariaLabel: string;
  emptyText: string;
  failedText(detail: string): string;
}

/** A collection's documents, live, as a menu to pick one from. */
export function DocumentPicker({
  projectId,
  collection,
  selectedId,
  onSelect,
  label,
  ariaLabel,
  emptyText,
  failedText,
}: DocumentPickerProps) {
  const { documents } = useDataPorts();
  const list = useLiveQuery(documents, collectionPathOf(projectId, collection), LIMIT);
  if (list.status === 'loading') return <Skeleton active />;
  if (list.status === 'error')
    return <Alert type="error" showIcon title={failedText(list.message)} />;
  if (list.docs.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  }
  return (
    <Menu
      aria-label={ariaLabel}
      mode="inline"
      selectedKeys={selectedId ? [selectedId] : []}
      onClick={({ key }) => onSelect(key)}
      items={list.docs.map((doc) => ({ key: doc.id, label: label(doc) }))}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
