import { Alert, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { formatBytes, formatDateTime } from '../../../shared/format/pt-br-format';
import { texts } from '../../../shared/texts/pt-BR';
import { FilePreview } from '../../features/uploads/file-preview';
import { UploadDropArea } from '../../features/uploads/upload-drop-area';
import { useVideoApi } from '../../features/uploads/video/use-video-api';
import { VideoCdnPanel } from '../../features/uploads/video/video-cdn-panel';
import { VisibilityToggle } from '../../features/uploads/visibility-toggle';
import { collectionPathOf } from '../../data/paths';
import { useActiveProfile, useActiveProject, useDataPorts } from '../../data/provider';
import { useLiveQuery } from '../../data/use-live-query';
import { useUploads } from '../../features/uploads/use-uploads';
import { fileRowOf, publicByType, type FileRow } from './file-row';

const t = texts.uploads.screen;
const FILES_LIMIT = 500;
const noop = () => undefined;

/** The project's files, newest first, with a drop zone that adds more. */
export function FilesLibrary() {
  const ports = useDataPorts();
  const projectId = useActiveProject();
  const profile = useActiveProfile();
  const uploads = useUploads();
  const videoApi = useVideoApi();
  const list = useLiveQuery(ports.documents, collectionPathOf(projectId, 'files'), FILES_LIMIT);
  const rows = useMemo(() => {
    if (list.status !== 'ready') return [];
    return list.docs
      .map(fileRowOf)
      .filter((row): row is FileRow => row !== null)
      .sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0));
  }, [list]);

  const columns: ColumnsType<FileRow> = [
    {
      title: t.columns.name,
      key: 'name',
      render: (_, row) => <FilePreview file={row.item} files={ports.files} />,
    },
    { title: t.columns.type, key: 'type', render: (_, row) => t.types[row.type] },
    {
      title: t.columns.size,
      key: 'size',
      render: (_, row) => (row.item.size === undefined ? '—' : formatBytes(row.item.size)),
    },
    {
      title: t.columns.visibility,
      key: 'visibility',
      render: (_, row) =>
        row.item.id && row.item.isPublic !== null ? (
          <VisibilityToggle
            fileId={row.item.id}
            filename={row.item.filename}
            isPublic={row.item.isPublic}
            api={uploads.api}
            // The console API changed it; the local store is the demo's backend, so it follows.
            // On Firebase the API wrote the document, and the live list shows it either way.
            onChanged={(isPublic) =>
              void ports.files.setVisibility(projectId, row.item.id!, isPublic).catch(noop)
            }
          />
        ) : (
          '—'
        ),
    },
    {
      title: t.columns.date,
      key: 'date',
      render: (_, row) => (row.date ? formatDateTime(row.date) : '—'),
    },
  ];

  return (
    <>
      <UploadDropArea
        label={t.title}
        kind="any"
        isPublic={publicByType}
        owner="files-screen"
        onDone={noop}
      />
      {list.status === 'error' && (
        <Alert type="error" showIcon message={t.loadFailed(list.message)} />
      )}
      <Typography.Title level={2}>{t.listTitle}</Typography.Title>
      <Table<FileRow>
        rowKey="key"
        size="small"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: t.empty }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        expandable={{
          rowExpandable: (row) => row.type === 'video' && row.item.id !== null,
          expandedRowRender: (row) => (
            <VideoCdnPanel
              fileId={row.item.id!}
              initial={row.item.bunny}
              videoHost={profile.videoHost || null}
              api={videoApi}
            />
          ),
        }}
      />
    </>
  );
}
