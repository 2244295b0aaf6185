import { texts } from '../texts/pt-BR';
import { isCustomerEventAction } from './customer-event';

/** The pt-BR label of an action; one the spec does not list is named as stored. */
export function actionLabel(action: string): string {
  return isCustomerEventAction(action)
    ? texts.events.actions[action]
    : texts.events.unknownAction(action);
}
