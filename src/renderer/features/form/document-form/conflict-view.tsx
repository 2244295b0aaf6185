import { Alert, Button, Modal, Radio, Tag, Typography } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import type { FieldDefinition } from '../../../../shared/forms/field-definition';
import {
  diffDocuments,
  type ConflictChoice,
  type FieldDifference,
} from '../../../../shared/forms/conflict';
import { pathKey } from '../../../../shared/forms/value-path';
import { texts } from '../../../../shared/texts/pt-BR';
import type { ConflictDetails } from '../../../document-session/document-session';
import { labelOfPath } from './field-labels';
import { formatValueText } from '../../../../shared/format/pt-br-format';

const words = texts.forms.conflict;
/** A stored value as short readable text, dates to the second. */
const formatValue = (value: unknown) =>
  formatValueText(value, { empty: words.empty, yes: words.yes, no: words.no, seconds: true });

const t = texts.forms.conflict;

export interface ConflictViewProps {
  open: boolean;
  details: ConflictDetails;
  fields: readonly FieldDefinition[];
  busy: boolean;
  onKeepMine(): void;
  onTakeTheirs(): void;
  onMerge(choices: Record<string, ConflictChoice>): void;
  /** Closes the view; the conflict stays until the user picks an action. */
  onClose(): void;
}

type Row = FieldDifference & { kind: 'both' | 'mine' | 'theirs' };

const cellStyle: CSSProperties = {
  padding: '6px 8px',
  borderBottom: '1px solid var(--ant-color-split, #f0f0f0)',
  verticalAlign: 'top',
  textAlign: 'left',
  wordBreak: 'break-word',
};

const kindTag: Record<Row['kind'], { color: string; text: string }> = {
  both: { color: 'red', text: t.changedByBoth },
  mine: { color: 'blue', text: t.changedByMe },
  theirs: { color: 'gold', text: t.changedByThem },
};

/** Both versions field by field; nothing is written before the user picks an action. */
export function ConflictView(props: ConflictViewProps) {
  const { details, fields, busy } = props;
  const rows = useMemo<Row[]>(() => {
    if (!details.theirs) return [];
    const diff = diffDocuments(details.base, details.mine, details.theirs);
    return [
      ...diff.conflicts.map((d) => ({ ...d, kind: 'both' as const })),
      ...diff.onlyMine.map((d) => ({ ...d, kind: 'mine' as const })),
      ...diff.onlyTheirs.map((d) => ({ ...d, kind: 'theirs' as const })),
    ];
  }, [details]);
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const choiceOf = (row: Row): ConflictChoice => choices[pathKey(row.path)] ?? 'mine';
  const deleted = details.theirs === null;

  const merge = () => {
    const all: Record<string, ConflictChoice> = {};
    for (const row of rows) if (row.kind === 'both') all[pathKey(row.path)] = choiceOf(row);
    props.onMerge(all);
  };

  const footer = deleted
    ? [
        <Button key="discard" onClick={props.onTakeTheirs} disabled={busy}>
          {t.discardMine}
        </Button>,
        <Button key="mine" type="primary" onClick={props.onKeepMine} loading={busy}>
          {t.recreateMine}
        </Button>,
      ]
    : [
        <Button key="theirs" onClick={props.onTakeTheirs} disabled={busy}>
          {t.takeTheirs}
        </Button>,
        <Button key="mine" onClick={props.onKeepMine} disabled={busy}>
          {t.keepMine}
        </Button>,
        <Button key="merge" type="primary" onClick={merge} loading={busy}>
          {t.merge}
        </Button>,
      ];

  return (
    <Modal
      open={props.open}
      title={t.title}
      width={900}
      onCancel={props.onClose}
      footer={footer}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={deleted ? t.deletedIntro : t.intro} />
      {!deleted && rows.length === 0 && (
        <Typography.Paragraph style={{ marginTop: 12 }}>{t.noDifferences}</Typography.Paragraph>
      )}
      {rows.length > 0 && (
        <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 12 }}>
          <thead>
            <tr>
              <th style={cellStyle} scope="col">
                {t.field}
              </th>
              <th style={cellStyle} scope="col">
                {t.mine}
              </th>
              <th style={cellStyle} scope="col">
                {t.theirs}
              </th>
              <th style={cellStyle} scope="col">
                {t.choice}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = pathKey(row.path);
              const label = labelOfPath(fields, row.path);
              return (
                <tr key={key}>
                  <th style={cellStyle} scope="row">
                    <div>{label}</div>
                    <Tag color={kindTag[row.kind].color}>{kindTag[row.kind].text}</Tag>
                  </th>
                  <td style={cellStyle}>{formatValue(row.mine)}</td>
                  <td style={cellStyle}>{formatValue(row.theirs)}</td>
                  <td style={cellStyle}>
                    {row.kind === 'both' && (
                      <Radio.Group
                        value={choiceOf(row)}
                        onChange={(event) =>
                          setChoices((current) => ({
                            ...current,
                            [key]: event.target.value as ConflictChoice,
                          }))
                        }
                      >
                        <Radio value="mine" aria-label={t.chooseMine(label)}>
                          {t.mine}
                        </Radio>
                        <Radio value="theirs" aria-label={t.chooseTheirs(label)}>
                          {t.theirs}
                        </Radio>
                      </Radio.Group>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
