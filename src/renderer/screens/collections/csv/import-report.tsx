import { useMemo } from 'react';
import { Alert, Space, Typography } from 'antd';
import { importCanResume, type ImportReport } from '../../../../shared/collection-csv/import-apply';
import { texts } from '../../../../shared/texts/pt-BR';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';

const t = texts.collections.csv;

interface ReportLine {
  row: number;
  id?: string;
  result: string;
  reason: string;
}

/** What an applied import did: counts, then every row not written, with its reason. */
export function ImportReportView({
  report,
  canceled,
}: {
  report: ImportReport;
  canceled: boolean;
}) {
  const lines = useMemo<ReportLine[]>(
    () =>
      [
        ...report.failed.map((line) => ({ ...line, result: t.report.failed })),
        ...report.skipped.map((line) => ({ ...line, result: t.report.skipped })),
      ].sort((a, b) => a.row - b.row),
    [report],
  );
  const columns = useMemo<DataTableColumn<ReportLine>[]>(
    () => [
      { key: 'row', title: t.columns.row, width: 80, sortValue: (line) => line.row },
      { key: 'id', title: t.columns.id, sortValue: (line) => line.id ?? '', filter: 'text' },
      {
        key: 'result',
        title: t.columns.result,
        width: 120,
        filter: [
          { value: t.report.failed, label: t.report.failed },
          { value: t.report.skipped, label: t.report.skipped },
        ],
      },
      { key: 'reason', title: t.columns.reason, width: '3fr', filter: 'text' },
    ],
    [],
  );
  // Importing again helps after a cancel or a transient failure, never after a refusal.
  const resumable = importCanResume(report, canceled);
  const refused = report.failed.some((line) => !line.retryable);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type={report.failed.length > 0 ? 'warning' : canceled ? 'info' : 'success'}
        showIcon
        title={canceled ? t.reportCanceledTitle : t.reportTitle}
        description={t.reportCounts(
          report.written.length,
          report.skipped.length,
          report.failed.length,
        )}
      />
      {resumable && <Typography.Paragraph>{t.reportResume}</Typography.Paragraph>}
      {refused && (
        <Typography.Paragraph>{texts.collectionCsvAccess.reportRefused}</Typography.Paragraph>
      )}
      {lines.length > 0 && (
        <DataTable
          rows={lines}
          columns={columns}
          rowKey={(line) => String(line.row)}
          ariaLabel={t.tables.report}
          height={280}
        />
      )}
    </Space>
  );
}
