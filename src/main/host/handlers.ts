import type { BridgeContract } from '../../shared/bridge/contract';
import type { HandlerMap } from '../../shared/bridge/define';
import type { MainServices } from '../services/create-main-services';
import { syncErrorsFileName } from '../../shared/bridge/sync';
import { texts } from '../../shared/texts/pt-BR';

/** What only the shell knows: the embed origin it serves (the web embed server, console-embed:). */
export interface BridgeHost {
  embedOrigin: string;
}

/**
 * One handler per contract procedure. Inputs arrive already validated by the dispatcher
 * (or the Electron transport); handlers only delegate, so the logic stays in the services.
 */
export function createBridgeHandlers(
  services: MainServices,
  host: BridgeHost,
): HandlerMap<BridgeContract> {
  const { app, settings, http, dialogs, csv, csvExports, sync, syncFeed } = services;
  return {
    'app.getInfo': () => ({ ...app.info(), embedOrigin: host.embedOrigin }),
    'app.openExternal': ({ url }) => app.openExternal(url),
    'app.getSeedData': () => app.getSeedData(),
    'app.setPendingChanges': ({ pending }) => app.setPendingChanges(pending),
    'session.setIdToken': ({ token }) => services.session.set(token),
    'updates.getState': () => services.updates.state(),
    'updates.install': () => services.updates.install(),

    'settings.getState': () => settings.getState(),
    'settings.saveProfile': (profile) => settings.saveProfile(profile),
    'settings.deleteProfile': ({ id }) => settings.deleteProfile(id),
    'settings.setActiveProfile': ({ id }) => settings.setActiveProfile(id),
    'settings.setActiveProject': ({ projectId }) => settings.setActiveProject(projectId),
    'settings.setMultiProjects': ({ projectIds }) => settings.setMultiProjects(projectIds),
    'settings.setUserPreferences': ({ userKey, preferences }) =>
      settings.setUserPreferences(userKey, preferences),

    'http.request': (request) => http.request(request),
    'http.abort': ({ requestId }) => http.abort(requestId),

    'dialogs.openFiles': (request) => dialogs.openFiles(request),
    'dialogs.saveFile': (request) => dialogs.saveFile(request),

    'csv.readChosenFile': (request) => csv.readChosenFile(request),
    'csv.saveFile': (request) => csv.saveFile(request),
    'csv.exportBegin': (request) => csvExports.begin(request),
    'csv.exportRows': (request) => csvExports.append(request),
    'csv.exportFinish': (request) => csvExports.finish(request),
    'csv.exportAbort': (request) => csvExports.abort(request),

    'sync.getState': ({ window }) => syncFeed.snapshot(window),
    'sync.getRows': ({ runId, window }) => syncFeed.rows(runId, window),
    'sync.start': (input) => sync.start(input),
    'sync.pause': () => sync.pause(),
    'sync.resume': () => sync.resume(),
    'sync.retryErrors': () => sync.retryErrors(),
    'sync.setConcurrency': ({ concurrency }) => sync.setConcurrency(concurrency),
    'sync.sendToBackend': (input) => sync.sendToBackend(input),
    'sync.history': () => sync.history(),
    'sync.exportErrors': async ({ runId }) => {
      const content = sync.errorsCsv(runId);
      if (content === null) throw new Error(texts.sync.run.unknownRun(runId));
      // errorsCsv already starts with the BOM.
      return dialogs.saveFile({
        kind: 'csv',
        defaultName: syncErrorsFileName(runId),
        content,
        withBom: false,
      });
    },
    'sync.errorsCsvPage': ({ runId, from }) => {
      const page = sync.errorsCsvPage(runId, from);
      if (page === null) throw new Error(texts.sync.run.unknownRun(runId));
      return page;
    },
  };
}
