import { memo, useId, useMemo } from 'react';
import { storedName, type FieldDefinition } from '../../../shared/forms/field-definition';
import { pathOfName, type ValuePath } from '../../../shared/forms/value-path';
import { texts } from '../../../shared/texts/pt-BR';
import { usePrivilegedViewer } from './admin-only/viewer-access';
import { useFormContext } from './form-context';
import styles from './form-fields.module.css';
import { FieldControl, labelKindOf } from './fields/field-control';
import { helpIdOf, labelIdOf } from './fields/field-ids';
import { PlainControlsScope } from './fields/plain-controls/plain-controls-context';

const t = texts.formFields;
const ta = texts.adminOnly;

export interface FormFieldsProps {
  fields: readonly FieldDefinition[];
  /** Where these fields' values live: [] at the top, the struct's or item's path below. */
  basePath?: ValuePath;
  /** Inherited from a read-only struct or list: every field below is read-only too. */
  readOnly?: boolean;
}

const NO_PATH: ValuePath = [];

/** Renders a list of field definitions; each row subscribes only to its own value. */
export function FormFields({ fields, basePath = NO_PATH, readOnly = false }: FormFieldsProps) {
  return (
    <PlainControlsScope>
      {fields.map((field, index) => (
        <FieldRow
          key={`${index}:${storedName(field)}`}
          field={field}
          path={[...basePath, ...pathOfName(storedName(field))]}
          inheritedReadOnly={readOnly}
        />
      ))}
    </PlainControlsScope>
  );
}

interface FieldRowProps {
  field: FieldDefinition;
  path: ValuePath;
  inheritedReadOnly: boolean;
}

const samePath = (a: ValuePath, b: ValuePath) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * One field: label, required marker, help and control. Memoized on the definition and the
 * path's keys (a new array with the same keys is the same row), so a parent re-rendering
 * does not re-render its 200 rows.
 */
const FieldRow = memo(
  function FieldRow({ field, path, inheritedReadOnly }: FieldRowProps) {
    const { isNew } = useFormContext();
    const privileged = usePrivilegedViewer();
    const inputId = useId();
    const isLockedId = !isNew && path.length === 1 && path[0] === 'id';
    // Admin-only fields take the read-only path, with the reason in their help line.
    const adminLocked = field.adminOnly === true && !privileged;
    const readOnly = inheritedReadOnly || isLockedId || field.readOnly === true || adminLocked;
    const helpText = adminLocked ? [field.help, ta.field].filter(Boolean).join(' ') : field.help;
    const effectiveField = useMemo(
      () =>
        readOnly === (field.readOnly === true) && helpText === field.help
          ? field
          : { ...field, readOnly, help: helpText },
      [field, readOnly, helpText],
    );
    const title = field.title ?? field.name;
    const kind = labelKindOf(field.type);
    const control = <FieldControl field={effectiveField} path={path} inputId={inputId} />;
    const required = field.required ? (
      <span className={styles.required} aria-hidden="true" title={t.requiredMark}>
        *
      </span>
    ) : null;
    const help = helpText ? (
      <div id={helpIdOf(inputId)} className={styles.help}>
        {helpText}
      </div>
    ) : null;

    const helpRef = helpText ? helpIdOf(inputId) : undefined;
    if (kind === 'fieldset') {
      return (
        <fieldset
          className={styles.fieldset}
          data-field={storedName(field)}
          aria-describedby={helpRef}
        >
          <legend className={styles.legend}>
            {title} {required}
          </legend>
          {help}
          {control}
        </fieldset>
      );
    }
    if (kind === 'group') {
      const labelId = labelIdOf(inputId);
      return (
        <div className={styles.row} data-field={storedName(field)}>
          <div className={styles.head}>
            <span id={labelId}>{title}</span>
            {required}
          </div>
          {help}
          <div role="group" aria-labelledby={labelId} aria-describedby={helpRef}>
            {control}
          </div>
        </div>
      );
    }
    return (
      <div className={styles.row} data-field={storedName(field)}>
        <div className={styles.head}>
          <label htmlFor={inputId}>{title}</label>
          {required}
        </div>
        {help}
        {control}
      </div>
    );
  },
  (previous, next) =>
    previous.field === next.field &&
    previous.inheritedReadOnly === next.inheritedReadOnly &&
    samePath(previous.path, next.path),
);
