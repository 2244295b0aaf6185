import { expect, type Locator, type Page } from '@playwright/test';

export type DroppedFile = { name: string; type: string } & ({ png: true } | { text: string });

/** A drop zone of the console, by the label of its field or screen. */
export const dropZone = (page: Page, label: string) =>
  page.getByRole('group', { name: `Área para soltar arquivos: ${label}` });

/**
 * Drops files on a zone as the desktop would: a DataTransfer holding real File objects goes
 * through dragenter, dragover and drop. PNGs (40×30) are drawn by the browser, so they decode.
 */
export async function dropFiles(zone: Locator, files: DroppedFile[]) {
  const dataTransfer = await zone.page().evaluateHandle(async (list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      let blob: Blob;
      if ('png' in file) {
        const canvas = new OffscreenCanvas(40, 30);
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#1677ff';
        context.fillRect(0, 0, 40, 30);
        blob = await canvas.convertToBlob({ type: 'image/png' });
      } else {
        blob = new Blob([file.text]);
      }
      transfer.items.add(new File([blob], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone).toHaveAttribute('data-dragging', 'true');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone).not.toHaveAttribute('data-dragging');
}
