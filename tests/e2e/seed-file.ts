import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processTempFolder } from '../support/process-temp-folder';

/** Ids numbered from 1 with three digits (link-001), so their order is their number's. */
export const pad = (index: number) => String(index).padStart(3, '0');

/** `count` link documents of the demo project, link-001 on. */
export const demoLinks = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    path: `project/demo/link/link-${pad(index + 1)}`,
    data: { url: `https://loja.example/oferta-${index + 1}` },
  }));

/**
 * A seed file of its own for the local store (the fixtures' `seedPath`), with the demo
 * project and `documents`, removed when the process exits.
 */
export function seedFile(documents: Array<{ path: string; data: Record<string, unknown> }>) {
  const dir = processTempFolder('console-seed-');
  const path = join(dir, 'seed.json');
  writeFileSync(
    path,
    JSON.stringify({
      documents: [{ path: 'project/demo', data: { name: 'Loja Demo' } }, ...documents],
    }),
  );
  return { path };
}
