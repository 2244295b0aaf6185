import { useCallback, useRef, useState } from 'react';
import { App } from 'antd';
import {
  changesValue,
  parseManualValue,
  readField,
  type ManualValueKind,
} from '../../../../shared/products/manual-edit';
import { texts } from '../../../../shared/texts/pt-BR';
import { useCurrentUser, useDataPorts } from '../../../data/provider';
import { PreconditionFailedError, type DocumentData } from '../../../data/ports';
import { fieldLabel, formatFieldValue } from './format-value';
import { commitAuditedEdit } from './audited-edit';
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
 * merge-write and its changelog entry, so both are stored or neither is. The batch carries
 * the product's version as a precondition, so the logged `from` is the value it replaces;
 * if the product changed meanwhile, the user is asked again with the stored value.
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
  // The value an edit changes "from" is the live one, not a stale render's.
  const latest = useRef(product);
  latest.current = product;

  const submitValue = useCallback(
    async (field: string, to: unknown): Promise<boolean> => {
      // The product the question is asked over; its value is the `from` the user confirms.
      let seen = latest.current;
      // The live product when `seen` was taken: after a refusal, `seen` (the store's answer)
      // may be newer than the live one until the watch catches up.
      let seenLive = latest.current;
      if (!changesValue(readField(seen, field), to)) {
        void message.info(t.unchanged);
        return true;
      }
      if (!user) {
        void message.error(t.notSignedIn);
        return false;
      }
      const label = fieldLabel(field);
      /** Someone else saved first, nothing of ours was written: ask again over `stored`. */
      const changedMeanwhile = (stored: DocumentData | null): boolean | null => {
        if (!stored) {
          void message.error(t.productGone);
          return false;
        }
        void message.warning(t.changedMeanwhile);
        seen = stored;
        seenLive = latest.current;
        if (changesValue(readField(stored, field), to)) return null;
        void message.info(t.unchanged);
        return true;
      };
      for (;;) {
        const from = readField(seen, field);
        const reason = await askReason(
          t.reasonQuestion(label, formatFieldValue(field, from), formatFieldValue(field, to)),
        );
        if (reason === null) {
          void message.warning(t.cancelled);
          return false;
        }
        // A confirmation stands while the field still holds the `from` it was given. Checked
        // against the freshest product we know: a change it shows asks again; one not known
        // yet fails the batch's precondition (that product's updatedAt) in the store. Other
        // fields may change: the write merges this one only.
        const base = latest.current === seenLive ? seen : latest.current;
        if (!base || changesValue(readField(base, field), from)) {
          const outcome = changedMeanwhile(base);
          if (outcome === null) continue;
          return outcome;
        }
        setSaving(field);
        try {
          await commitAuditedEdit(documents, {
            projectId,
            code,
            field,
            from,
            to,
            reason,
            user,
            base,
          });
          void message.success(t.saved);
          return true;
        } catch (error) {
          if (!(error instanceof PreconditionFailedError)) {
            void message.error(t.saveFailed(errorMessage(error)));
            return false;
          }
          const outcome = changedMeanwhile(error.current.data);
          if (outcome !== null) return outcome;
        } finally {
          setSaving(null);
        }
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
