import { useCallback, useRef, useState } from 'react';
import { App } from 'antd';
import {
  buildChangelogEntry,
  changesValue,
  auditedPatch,
  parseManualValue,
  readField,
  type ManualValueKind,
} from '../../../../shared/products/manual-edit';
import { texts } from '../../../../shared/texts/pt-BR';
import { useCurrentUser, useDataPorts } from '../../../data/provider';
import { serverTimestamp, type DocumentData } from '../../../data/ports';
import { fieldLabel, formatFieldValue } from './format-value';
import { changelogCollectionPath, productDataPath } from './product-paths';
import { errorMessage } from '../../../../shared/errors/error-message';

const t = texts.productPanel;

export interface ManualEdit {
  /** Parses typed text and saves it; false keeps the editor open (refused or not saved). */
  submitText(field: string, kind: ManualValueKind, raw: string): Promise<boolean>;
  /** Saves a new value for a toggle; false when nothing was written. */
  submitValue(field: string, value: unknown): Promise<boolean>;
  /** The field being saved right now, if any. */
  saving: string | null;
}

/**
 * The audited edit (spec 01 §5): a changed value, a reason, then ONE batch with the product
 * merge-write and its changelog entry, so both are stored or neither is.
 */
export function useManualEdit(
  projectId: string,
  code: string,
  product: DocumentData | null,
  askReason: (question: string) => Promise<string | null>,
): ManualEdit {
  const { documents } = useDataPorts();
  const user = useCurrentUser();
  const { message } = App.useApp();
  const [saving, setSaving] = useState<string | null>(null);
  // The value an edit changes "from" is the live one when the user confirms, not a stale render's.
  const latest = useRef(product);
  latest.current = product;

  const submitValue = useCallback(
    async (field: string, to: unknown): Promise<boolean> => {
      const from = readField(latest.current, field);
      if (!changesValue(from, to)) {
        void message.info(t.unchanged);
        return true;
      }
      if (!user) {
        void message.error(t.notSignedIn);
        return false;
      }
      const label = fieldLabel(field);
      const reason = await askReason(
        t.reasonQuestion(label, formatFieldValue(field, from), formatFieldValue(field, to)),
      );
      if (reason === null) {
        void message.warning(t.cancelled);
        return false;
      }
      // The product may have changed while the modal was open: log what is replaced now.
      const replaced = readField(latest.current, field);
      setSaving(field);
      try {
        const batch = documents.batch();
        const entryPath = batch.add(
          changelogCollectionPath(projectId),
          buildChangelogEntry({
            code,
            field,
            from: replaced,
            to,
            reason,
            user,
            createdAt: serverTimestamp(),
          }),
        );
        batch.set(
          productDataPath(projectId, code),
          auditedPatch(field, to, entryPath.split('/').pop()!, serverTimestamp()),
          { merge: true },
        );
        await batch.commit();
        void message.success(t.saved);
        return true;
      } catch (error) {
        void message.error(t.saveFailed(errorMessage(error)));
        return false;
      } finally {
        setSaving(null);
      }
    },
    [askReason, code, documents, message, projectId, user],
  );

  const submitText = useCallback(
    async (field: string, kind: ManualValueKind, raw: string): Promise<boolean> => {
      const parsed = parseManualValue(kind, raw);
      if (!parsed.ok) {
        void message.error(parsed.message);
        return false;
      }
      return submitValue(field, parsed.value);
    },
    [message, submitValue],
  );

  return { submitText, submitValue, saving };
}
