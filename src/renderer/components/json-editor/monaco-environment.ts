/** The worker constructors Vite's `?worker` imports produce. */
export interface MonacoWorkers {
  editor: () => Worker;
  json: () => Worker;
}

export interface MonacoWorkerEnvironment {
  getWorker(workerId: string, label: string): Worker;
}

/**
 * Monaco asks for a worker by language label. JSON gets its language worker; everything else
 * (the editor's own diff/link computations, and any language we do not bundle a worker for)
 * gets the plain editor worker, so nothing is ever fetched from a CDN or a guessed URL.
 */
export function createMonacoEnvironment(workers: MonacoWorkers): MonacoWorkerEnvironment {
  return {
    getWorker(_workerId, label) {
      return label === 'json' ? workers.json() : workers.editor();
    },
  };
}
