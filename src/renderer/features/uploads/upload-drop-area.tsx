import { Alert, Space } from 'antd';
import { useState } from 'react';
import { texts } from '../../../shared/texts/pt-BR';
import type { StartOutcome, StartUploadsOptions } from './use-uploads';
import { useUploads } from './use-uploads';
import { useUploadQueue } from './upload-queue-context';
import { DropZone } from './drop-zone';
import { UploadJobList } from './upload-job-list';

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
    </Space>
  );
}
