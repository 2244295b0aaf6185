import { Alert } from 'antd';
import type { FormDefinition } from '../../../../shared/forms/field-definition';
import { texts } from '../../../../shared/texts/pt-BR';
import { FormFields } from '../form-fields';
import { usePrivilegedViewer } from './viewer-access';

/**
 * A definition's fields at the top of a form. An admin-only document (credentials) is shown
 * read-only to a viewer who is not privileged, through the same path as a read-only struct.
 */
export function DefinitionFields({ definition }: { definition: FormDefinition }) {
  const privileged = usePrivilegedViewer();
  const locked = definition.adminOnly === true && !privileged;
  return (
    <>
      {locked && (
        <Alert type="info" showIcon title={texts.adminOnly.document} style={{ marginBottom: 12 }} />
      )}
      <FormFields fields={definition.fields} readOnly={locked} />
    </>
  );
}
