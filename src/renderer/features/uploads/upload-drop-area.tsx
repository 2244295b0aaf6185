import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useStore } from 'zustand';
import { texts } from '../../../shared/texts/pt-BR';
import type { StartOutcome, StartUploadsOptions } from './use-uploads';
import { useUploads } from './use-uploads';
import { useUploadQueue } from './upload-queue-context';
import { DropZone } from './drop-zone';
import { UploadJobList } from './upload-job-list';
import { useUploadPanel } from './upload-panel-store';

export interface UploadDropAreaProps extends StartUploadsOptions {
  label: string;
  disabled?: boolean;
}

/**
 * A drop zone wired to the console's queue: refusals are listed by file name, and the files
 * this owner sent show their progress beside it (the corner panel shows every upload).
 */
export function UploadDropArea({ label, disabled, ...options }: UploadDropAreaProps) {
  const uploads = useUploads();
  const queue = useUploadQueue();
  const [refusals, setRefusals] = useState<string[]>([]);
  const show = (outcome: StartOutcome) => setRefusals(outcome.refusals);
  // The way back to a closed panel is where this area's own uploads were shown.
  const own = useStore(queue.store, (state) =>
    state.jobs.some((job) => job.owner === options.owner),
  );
  const jobs = useStore(queue.store, (state) => state.jobs.length);
  const panelOpen = useUploadPanel((state) => state.open);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <DropZone
        kind={options.kind}
        label={label}
        disabled={disabled}
        onFiles={(files) => show(uploads.uploadDropped(files, options))}
        onChoose={() => void uploads.chooseAndUpload(options).then(show)}
      />
      {refusals.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefusals([])}
          message={
            refusals.length === 1 ? (
              refusals[0]
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {refusals.map((refusal, index) => (
                  <li key={index}>{refusal}</li>
                ))}
              </ul>
            )
          }
        />
      )}
      <UploadJobList
        queue={queue}
        owner={options.owner}
        label={texts.uploads.queue.ofField(label)}
      />
      {own && !panelOpen && (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => useUploadPanel.getState().show(true)}
        >
          {texts.outcomes.uploads.reopen(jobs)}
        </Button>
      )}
    </Space>
  );
}
