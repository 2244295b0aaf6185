import { customerName } from '../../../../shared/customers/customer-name';
import type { DocumentData } from '../../../data/ports';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== ''
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

/**
 * What a document is called on screen: its title, else its name, else a person's name (a
 * customer's first and last name), else its id.
 */
export function documentTitle(data: DocumentData | null | undefined, id: string): string {
  const personName = data ? customerName(data) : '';
  return text(data?.title) ?? text(data?.name) ?? (personName || id);
}
