import { useMemo, useState } from 'react';
import { entrySummary } from '../../../../shared/collections/entry-summary';
import {
  type ContentLookup,
  type LayoutNodes,
  inclusionLoop,
  parseStoredLayout,
} from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { collectionPathOf } from '../../../data/paths';
import type { DocumentSnapshot } from '../../../data/ports';
import { useActiveProject, useDataPorts } from '../../../data/provider';
import { useLiveQuery } from '../../../data/use-live-query';
import { ChoiceSelect, type Choice } from '../../../components/choice-select/choice-select';
import { CONTENT_COLLECTION, contentIdOf } from '../nodes/content-documents';
import { useLayoutRenderContext } from '../nodes/layout-render-context';
import type { NodePropsFormProps } from '../nodes/node-view-props';
import { PropField } from './prop-field';

const t = texts.layoutBlocks.forms;

/** How many contents the select offers (spec 01 §9: fields read up to 1000 documents). */
const CONTENT_LIMIT = 1000;

/** The stored layouts of the contents, for the loop guard (an unreadable one includes nothing). */
function lookupOf(docs: readonly DocumentSnapshot[]): ContentLookup {
  const layouts = new Map<string, LayoutNodes>();
  for (const doc of docs) {
    const parsed = parseStoredLayout(doc.data?.content);
    if (parsed.ok) layouts.set(doc.id, parsed.nodes);
  }
  return (id) => layouts.get(id);
}

/**
 * A Contents block: the content it shows, chosen among the project's contents by title or id.
 * A content that leads back to the one being edited (itself, or through others) is refused
 * with the loop named, and not saved.
 */
export function ContentPropsForm({ node, onChange }: NodePropsFormProps) {
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const hostId = useLayoutRenderContext().contentChain[0] ?? null;
  const list = useLiveQuery(
    documents,
    collectionPathOf(projectId, CONTENT_COLLECTION),
    CONTENT_LIMIT,
  );
  const docs = list.status === 'ready' ? list.docs : null;
  const [refused, setRefused] = useState<string | null>(null);

  const contentId = contentIdOf(node.props);
  const choices = useMemo<Choice[]>(
    () =>
      (docs ?? []).map((doc) => ({
        value: doc.id,
        label: t.contentOption(entrySummary(CONTENT_COLLECTION, doc.id, doc.data).title, doc.id),
      })),
    [docs],
  );
  const lookup = useMemo(() => lookupOf(docs ?? []), [docs]);
  // A loop already stored (the other content changed since) is named too.
  const storedLoop = docs ? inclusionLoop(hostId, contentId, lookup) : null;
  const message = refused ?? storedLoop?.message ?? null;

  return (
    <PropField
      label={t.content}
      message={
        list.status === 'error'
          ? { text: t.contentLoadFailed(list.message), tone: 'error' }
          : message
            ? { text: refused ? `${t.contentRefused} ${message}` : message, tone: 'error' }
            : null
      }
    >
      {(control) => (
        <ChoiceSelect
          id={control.id}
          value={contentId}
          choices={choices}
          loading={list.status === 'loading'}
          placeholder={list.status === 'loading' ? t.contentLoading : t.contentPlaceholder}
          notFoundContent={t.contentNone}
          ariaProps={{
            'aria-describedby': control['aria-describedby'],
            'aria-invalid': control['aria-invalid'],
            'aria-busy': list.status === 'loading',
          }}
          onChange={(next) => {
            const chosen = typeof next === 'string' ? next : '';
            const loop = inclusionLoop(hostId, chosen, lookup);
            setRefused(loop ? loop.message : null);
            if (!loop) onChange({ contentId: chosen });
          }}
        />
      )}
    </PropField>
  );
}
