import { useMemo } from 'react';
import { acceptsFile, type UploadKind } from '../../../shared/files/upload-kinds';
import { uploadRefusal } from '../../../shared/files/upload-rules';
import { errorMessage } from '../../../shared/errors/error-message';
import { texts } from '../../../shared/texts/pt-BR';
import { useBridge } from '../../bridge/bridge-context';
import { useFileOpener } from '../../platform/open-files';
import { browserFileInput } from '../../platform/opened-file';
import { useActiveProject, useDataPorts } from '../../data/provider';
import {
  createConsoleFilesApi,
  type ConsoleFilesApi,
  type RegisteredFile,
} from './console-files-api';
import { runUploadFlow, type UploadInput } from './upload-flow';
import { useUploadQueue } from './upload-queue-context';
import { imageSizeOf } from './upload-sources';

const t = texts.uploads;

export interface StartUploadsOptions {
  kind: UploadKind;
  /** The public flag each file is registered with (spec 01 §6: it depends on the use). */
  isPublic: boolean | ((file: { name: string; type: string }) => boolean);
  /** Who asks (a field path, the files screen): its own jobs are shown beside it. */
  owner: string;
  /** Each registered file, as soon as it is registered. */
  onDone(file: RegisteredFile): void;
}

/** What a drop or a dialog choice led to: refusals name each file, in pt-BR. */
export interface StartOutcome {
  queued: number;
  refusals: string[];
}

export interface Uploads {
  /** Queues dropped files; those of the wrong kind are refused before any byte moves. */
  uploadDropped(files: readonly File[], options: StartUploadsOptions): StartOutcome;
  /** Opens the file dialog (multi-select, offered by kind) and queues the choice. */
  chooseAndUpload(options: StartUploadsOptions): Promise<StartOutcome>;
  api: ConsoleFilesApi;
}

const publicFlagOf = (options: StartUploadsOptions, file: { name: string; type: string }) =>
  typeof options.isPublic === 'function' ? options.isPublic(file) : options.isPublic;

/** Uploads of the active project, through the console's one queue. */
export function useUploads(): Uploads {
  const bridge = useBridge();
  const ports = useDataPorts();
  const projectId = useActiveProject();
  const queue = useUploadQueue();
  const opener = useFileOpener();
  return useMemo(() => {
    const api = createConsoleFilesApi(bridge, () => ports.identity.getIdToken());
    const deps = {
      files: ports.files,
      api,
      projectId,
      newId: () => crypto.randomUUID(),
      imageSize: imageSizeOf,
    };
    const enqueue = (inputs: UploadInput[], options: StartUploadsOptions): StartOutcome => {
      const refusals: string[] = [];
      let queued = 0;
      for (const input of inputs) {
        if (!acceptsFile(options.kind, input)) {
          refusals.push(t.refused(input.name, options.kind));
          continue;
        }
        // What storage.rules would refuse is refused here, before the upload starts.
        const refusal = uploadRefusal(input);
        if (refusal) {
          refusals.push(texts.labels.uploadRefused(input.name, refusal));
          continue;
        }
        queued += 1;
        queue.add({
          name: input.name,
          size: input.size,
          owner: options.owner,
          run: (context) =>
            runUploadFlow(deps, input, { isPublic: publicFlagOf(options, input) }, context),
          onDone: options.onDone,
        });
      }
      return { queued, refusals };
    };
    return {
      api,
      uploadDropped: (files, options) => enqueue(files.map(browserFileInput), options),
      async chooseAndUpload(options) {
        let answer;
        try {
          answer = await opener.chooseUploads(options.kind);
        } catch (error) {
          return { queued: 0, refusals: [t.dialogFailed(errorMessage(error))] };
        }
        if (answer.canceled) return { queued: 0, refusals: [] };
        return enqueue(answer.inputs, options);
      },
    };
  }, [bridge, ports, projectId, queue, opener]);
}
