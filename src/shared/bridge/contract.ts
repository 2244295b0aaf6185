import { appEvents, appProcedures } from './app';
import { csvProcedures } from './csv';
import { demoEvents } from './demo';
import { dialogProcedures } from './dialogs';
import { httpProcedures } from './http';
import { sessionProcedures } from './session';
import { settingsEvents, settingsProcedures } from './settings';
import { syncEvents, syncProcedures } from './sync';
import { updatesEvents, updatesProcedures } from './updates';

/** The whole bridge: one entry per procedure and event, each with zod schemas. */
export const bridgeContract = {
  procedures: {
    ...appProcedures,
    ...settingsProcedures,
    ...httpProcedures,
    ...dialogProcedures,
    ...csvProcedures,
    ...syncProcedures,
    ...sessionProcedures,
    ...updatesProcedures,
  },
  events: {
    ...appEvents,
    ...settingsEvents,
    ...syncEvents,
    ...demoEvents,
    ...updatesEvents,
  },
};

export type BridgeContract = typeof bridgeContract;
export const procedureNames = Object.keys(bridgeContract.procedures) as Array<
  keyof BridgeContract['procedures']
>;
export const eventNames = Object.keys(bridgeContract.events) as Array<
  keyof BridgeContract['events']
>;
