import { z } from 'zod';
import { storedName, type FieldDefinition } from './field-definition';
import { pathOfName } from './value-path';

const emailSchema = z.email();

/**
 * A text field that holds one e-mail address, known by its stored name: `email`, `fromEmail`,
 * `connectedEmail` (lists such as `emails` and ids such as `emailTemplateId` are not).
 */
export function isEmailField(field: FieldDefinition): boolean {
  if (field.type !== 'text') return false;
  const last = pathOfName(storedName(field)).at(-1);
  return typeof last === 'string' && /^(email|[a-z]+Email)$/.test(last);
}

/** Whether `text` is one well-formed e-mail address ('carla@' is not). */
export const isValidEmail = (text: string): boolean => emailSchema.safeParse(text).success;
