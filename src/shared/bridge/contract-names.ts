import type { BridgeContract } from './contract';
import type { EventName, ProcedureName } from './define';

// Every procedure and event of the contract by name, without their zod schemas: what a
// renderer transport needs to expose them (the first screen carries no schema library). A
// name missing here, or one the contract does not have, fails the typecheck.
const procedures: Record<ProcedureName<BridgeContract>, true> = {
  'app.getInfo': true,
  'app.openExternal': true,
  'app.getSeedData': true,
  'app.setPendingChanges': true,
  'settings.getState': true,
  'settings.saveProfile': true,
  'settings.deleteProfile': true,
  'settings.setActiveProfile': true,
  'settings.setActiveProject': true,
  'settings.setMultiProjects': true,
  'settings.setUserPreferences': true,
  'http.request': true,
  'http.abort': true,
  'dialogs.openFiles': true,
  'dialogs.saveFile': true,
  'csv.readChosenFile': true,
  'csv.saveFile': true,
  'csv.exportBegin': true,
  'csv.exportRows': true,
  'csv.exportFinish': true,
  'csv.exportAbort': true,
  'sync.getState': true,
  'sync.getRows': true,
  'sync.start': true,
  'sync.pause': true,
  'sync.resume': true,
  'sync.retryErrors': true,
  'sync.setConcurrency': true,
  'sync.sendToBackend': true,
  'sync.history': true,
  'sync.exportErrors': true,
  'sync.errorsCsvPage': true,
  'session.setIdToken': true,
  'updates.getState': true,
  'updates.install': true,
};
const events: Record<EventName<BridgeContract>, true> = {
  'app.navigate': true,
  'settings.changed': true,
  'sync.delta': true,
  'demo.documentWritten': true,
  'updates.state': true,
};

export interface ContractNames<C extends { procedures: object; events: object }> {
  procedures: readonly (keyof C['procedures'] & string)[];
  events: readonly (keyof C['events'] & string)[];
}

export const bridgeContractNames: ContractNames<BridgeContract> = {
  procedures: Object.keys(procedures) as ProcedureName<BridgeContract>[],
  events: Object.keys(events) as EventName<BridgeContract>[],
};
