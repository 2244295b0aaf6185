import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { texts } from '../../../shared/texts/pt-BR';
import { render } from '../../test-support/render';
import type { UploadJob } from './upload-queue';
import { UploadJobRow } from './upload-job-row';

const job = (change: Partial<UploadJob>): UploadJob => ({
  id: 'upload-1',
  name: 'catalogo.zip',
  size: 1000,
  owner: 'files-screen',
  state: 'uploading',
  fraction: 0,
  bytesPerSecond: null,
  remainingMs: null,
  error: null,
  stalled: false,
  ...change,
});

const row = (value: UploadJob, onRetry = vi.fn()) =>
  render(
    <ul>
      <UploadJobRow job={value} onCancel={vi.fn()} onRetry={onRetry} />
    </ul>,
  );

describe('UploadJobRow and an unreachable storage', () => {
  it('says it cannot reach the storage while the upload is stalled, and can still be canceled', () => {
    row(job({ stalled: true }));
    expect(screen.getByRole('status').textContent).toBe(
      'Sem conexão com o armazenamento, tentando de novo…',
    );
    screen.getByRole('button', { name: texts.uploads.queue.cancel('catalogo.zip') });
  });

  it('says nothing of it while bytes move', () => {
    row(job({ fraction: 0.4 }));
    expect(screen.queryByText(texts.uploads.queue.stalled)).toBeNull();
  });

  it("shows a failure's cause and 'Tentar novamente', which retries the job", () => {
    const onRetry = vi.fn();
    row(
      job({
        state: 'failed',
        error: `O envio falhou: ${texts.firebase.uploadRetryLimit}`,
      }),
      onRetry,
    );
    expect(screen.getByRole('alert').textContent).toContain(texts.firebase.uploadRetryLimit);
    const retry = screen.getByRole('button', { name: texts.uploads.queue.retry('catalogo.zip') });
    expect(retry.textContent).toBe('Tentar novamente');
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledWith('upload-1');
    expect(screen.queryByText(texts.uploads.queue.stalled)).toBeNull();
  });
});
