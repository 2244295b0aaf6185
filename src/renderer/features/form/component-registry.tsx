import type { ComponentType } from 'react';
import type { ComponentField } from '../../../shared/forms/field-definition';
import type { FieldProps } from './fields/field-props';
import { JsonValueField } from './fields/json-value-field';

export type RegisteredComponent = ComponentType<FieldProps<ComponentField>>;

/**
 * Components a `component` field can name. Each takes the usual field props and reads and
 * writes its value through the form context, like any other field.
 */
const registry: Readonly<Record<string, RegisteredComponent>> = {
  /** Any value (object, list, filters) edited as JSON, dates as {"__date": ISO}. */
  json: JsonValueField,
};

export const registeredComponentNames: readonly string[] = Object.keys(registry);

export function componentFor(name: string): RegisteredComponent | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}
