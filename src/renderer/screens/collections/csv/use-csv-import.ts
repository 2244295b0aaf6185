import { useCallback, useRef, useState } from 'react';
import type { ImportReport } from '../../../../shared/collection-csv/import-apply';
import type { ImportPreview } from '../../../../shared/collection-csv/import-preview';
import { errorMessage } from '../../../../shared/errors/error-message';
import { texts } from '../../../../shared/texts/pt-BR';
import { collectionPathOf } from '../../../data/paths';
import { useActiveProject, useDataPorts } from '../../../data/provider';
import { usePrivilegedUser } from '../../../data/use-privileged-user';
import { keptInPage, type KeptCsv } from '../../../platform/kept-csv';
import { useFileOpener } from '../../../platform/open-files';
import { applyImport, type ApplyProgress } from './apply-import';
import { csvDefinitionOf } from './csv-definition';
import { readWholeCollection } from './read-collection';
import { runPreviewInWorker, type PreviewRunner } from './run-preview';

const t = texts.collections.csv;

export type ImportState =
  | { step: 'idle' }
  | { step: 'loading'; label: string }
  | { step: 'failed'; message: string }
  | {
      step: 'preview';
      preview: ImportPreview;
      fileName: string;
      /** Lines the reader could not read as rows (wrong column count, broken quotes). */
      unreadLines: number;
    }
  | { step: 'applying'; preview: ImportPreview; progress: ApplyProgress; canceling: boolean }
  | { step: 'report'; report: ImportReport; canceled: boolean };

/**
 * The CSV import of one collection, step by step: choose (the shell's file dialog, CSV only),
 * read (where the file is: main on the desktop, a worker in the web shell, which keeps the
 * rows and previews them there), compare with the stored documents (preview, off the UI
 * thread), then apply in batches with progress and cancel, ending in a report.
 */
export function useCsvImport(collection: string, runPreview: PreviewRunner = runPreviewInWorker) {
  const opener = useFileOpener();
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  // The rules stay the gate at apply.
  const privileged = usePrivilegedUser();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const collectionPath = collectionPathOf(projectId, collection);

  const choose = useCallback(async () => {
    let chosen;
    try {
      chosen = await opener.chooseCsv();
    } catch (error) {
      // Not a .csv: main's refusal starts with the spec's alert, shown from there on.
      const text = errorMessage(error);
      const alertAt = text.indexOf(texts.services.csv.notCsv);
      setState({ step: 'failed', message: alertAt >= 0 ? text.slice(alertAt) : text });
      return;
    }
    if (chosen.canceled) return;
    const { file } = chosen;
    let read: KeptCsv | null = null;
    try {
      setState({ step: 'loading', label: t.readingFile });
      read = file.keep ? await file.keep() : keptInPage(await file.read(), runPreview);
      if (!read.ok) return setState({ step: 'failed', message: read.message });
      const docs = await readWholeCollection(documents, collectionPath, {
        onProgress: (count) => setState({ step: 'loading', label: t.readingCurrent(count) }),
      });
      setState({ step: 'loading', label: t.previewing });
      const { definition, inferred } = csvDefinitionOf(collection, docs);
      const preview = await read.preview({
        collection,
        definition,
        definitionIsInferred: inferred,
        privileged,
        current: new Map(docs.map((doc) => [doc.id, doc.data ?? {}])),
      });
      setState({ step: 'preview', preview, fileName: file.name, unreadLines: read.errorCount });
    } catch (error) {
      setState({ step: 'failed', message: t.importFailed(errorMessage(error)) });
    } finally {
      if (read?.ok) read.release();
    }
  }, [opener, documents, collectionPath, collection, runPreview, privileged]);

  const apply = useCallback(
    async (preview: ImportPreview) => {
      const controller = new AbortController();
      abort.current = controller;
      const total = preview.creates.length + preview.updates.length;
      setState({ step: 'applying', preview, progress: { done: 0, total }, canceling: false });
      const report = await applyImport({
        documents,
        collectionPath,
        preview,
        signal: controller.signal,
        onProgress: (progress) =>
          setState((current) => (current.step === 'applying' ? { ...current, progress } : current)),
      });
      abort.current = null;
      setState({ step: 'report', report, canceled: controller.signal.aborted });
    },
    [documents, collectionPath],
  );

  const cancelApply = useCallback(() => {
    abort.current?.abort();
    setState((current) =>
      current.step === 'applying' ? { ...current, canceling: true } : current,
    );
  }, []);

  const close = useCallback(() => setState({ step: 'idle' }), []);

  return { state, choose, apply, cancelApply, close };
}
