import type { FileKind } from '../../../shared/bridge/dialogs';
import { texts } from '../../../shared/texts/pt-BR';

/** Electron's dialog filter shape. */
export interface FileFilter {
  name: string;
  extensions: string[];
}

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'] as const;

const allFiles = (): FileFilter => ({ name: texts.services.dialogs.filterAll, extensions: ['*'] });

/** The filters offered for each kind; CSV offers only CSV because imports need one. */
export function fileFilters(kind: FileKind): FileFilter[] {
  const t = texts.services.dialogs;
  switch (kind) {
    case 'image':
      return [{ name: t.filterImages, extensions: [...IMAGE_EXTENSIONS] }, allFiles()];
    case 'video':
      return [{ name: t.filterVideos, extensions: [...VIDEO_EXTENSIONS] }, allFiles()];
    case 'csv':
      return [{ name: t.filterCsv, extensions: ['csv'] }];
    case 'any':
      return [allFiles()];
  }
}
