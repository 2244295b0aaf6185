import { z } from 'zod';
import { procedure } from './define';
import { suggestedFileNameSchema } from './file-name';
import { boundedString, MAX_TOKEN_CHARS, MAX_URL_CHARS } from './input-bounds';
import { texts } from '../texts/pt-BR';

/** The most data rows one read or save carries over the bridge (spec 01 §9 tables stop at 1000). */
export const CSV_MAX_ROWS = 100_000;
/** A larger import file is refused before reading (in main, or in the web shell's page). */
export const CSV_MAX_BYTES = 100 * 1024 * 1024;
/** Per-row problems listed in full up to this many; the count keeps the real total. */
export const CSV_MAX_LISTED_ERRORS = 200;

/** Spec 01 §9: the export of a collection is saved as data_{collection}.csv. */
export const csvExportFileName = (collection: string): string => `data_${collection}.csv`;

/** What the console writes: `,` or `;` (Brazilian Excel). */
export const csvDelimiterSchema = z.enum([',', ';']);
export type CsvDelimiter = z.infer<typeof csvDelimiterSchema>;
/** What the console reads: those, or a tab (Excel's "Texto Unicode"). */
export const csvReadDelimiterSchema = z.enum([',', ';', '\t']);
export type CsvReadDelimiter = z.infer<typeof csvReadDelimiterSchema>;

export const csvRowErrorSchema = z.object({
  /** Spreadsheet row number: the header is row 1, the first data row is row 2. */
  row: z.number().int().positive(),
  message: z.string(),
});
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

export const csvReadFailureReasonSchema = z.enum([
  'unknown_token',
  'not_csv',
  'missing',
  'too_large',
  'too_many_rows',
  'empty',
  'bad_header',
  /** UTF-8 with stray bytes of another encoding: refused rather than read with wrong accents. */
  'bad_encoding',
  /** One record never ends (an unclosed quote, a giant line): the read stops there. */
  'record_too_long',
  'unreadable',
]);
export type CsvReadFailureReason = z.infer<typeof csvReadFailureReasonSchema>;

export const csvReadResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    fields: z.array(z.string()),
    /** Every row has every field (missing cells are ''); rows with errors are left out. */
    rows: z.array(z.record(z.string(), z.string())),
    /** Each row's spreadsheet row number (blank and refused lines still count). */
    rowNumbers: z.array(z.number().int().positive()),
    errors: z.array(csvRowErrorSchema),
    /** All rows left out, even past the listed errors. */
    errorCount: z.number().int().nonnegative(),
    delimiter: csvReadDelimiterSchema,
    encoding: z.enum(['utf-8', 'windows-1252', 'utf-16le', 'utf-16be']),
  }),
  z.object({ ok: z.literal(false), reason: csvReadFailureReasonSchema, message: z.string() }),
]);
export type CsvReadResult = z.infer<typeof csvReadResultSchema>;

export const csvCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type CsvCell = z.infer<typeof csvCellSchema>;

export const csvSaveResultSchema = z.union([
  z.object({ ok: z.literal(true), canceled: z.literal(true) }),
  z.object({ ok: z.literal(true), canceled: z.literal(false), path: z.string() }),
  z.object({ ok: z.literal(false), reason: z.literal('write_failed'), message: z.string() }),
]);
export type CsvSaveResult = z.infer<typeof csvSaveResultSchema>;

export const csvReadChosenFileInputSchema = z
  .object({
    /** A token from dialogs.openFiles (kind csv); paths never cross the bridge. */
    token: boundedString(MAX_TOKEN_CHARS).min(1),
    maxRows: z.number().int().positive().max(CSV_MAX_ROWS).default(CSV_MAX_ROWS),
  })
  .strict();

const csvFieldsSchema = z
  .array(boundedString(MAX_URL_CHARS).min(1))
  .min(1)
  .refine((fields) => new Set(fields).size === fields.length, {
    error: texts.services.csv.duplicateFields,
  });

export const csvSaveFileInputSchema = z
  .object({
    /** Offered in the save dialog, e.g. csvExportFileName('produtos'); a name, not a path. */
    defaultName: suggestedFileNameSchema,
    fields: csvFieldsSchema,
    rows: z.array(z.record(z.string(), csvCellSchema)).max(CSV_MAX_ROWS),
    /** `;` by default: pt-BR Excel reads `,` as the decimal mark and splits on `;`. */
    delimiter: csvDelimiterSchema.default(';'),
  })
  .strict();

/** Rows one `csv.exportRows` call carries: a big export streams in pieces of this size. */
export const CSV_EXPORT_CHUNK_ROWS = 2_000;

export const csvExportBeginInputSchema = z
  .object({
    defaultName: suggestedFileNameSchema,
    fields: csvFieldsSchema,
    delimiter: csvDelimiterSchema.default(';'),
  })
  .strict();

export const csvExportFailureSchema = z.object({
  ok: z.literal(false),
  reason: z.enum(['unknown_export', 'write_failed']),
  message: z.string(),
});

export const csvExportBeginResultSchema = z.union([
  z.object({ ok: z.literal(true), canceled: z.literal(true) }),
  z.object({
    ok: z.literal(true),
    canceled: z.literal(false),
    /** Names this export in the calls that follow; the path stays in main. */
    exportId: z.string(),
    fileName: z.string(),
  }),
  csvExportFailureSchema,
]);
export type CsvExportBeginResult = z.infer<typeof csvExportBeginResultSchema>;

const exportIdSchema = z.object({ exportId: z.string().min(1).max(100) }).strict();

export const csvExportRowsInputSchema = z
  .object({
    exportId: z.string().min(1).max(100),
    rows: z.array(z.record(z.string(), csvCellSchema)).min(1).max(CSV_EXPORT_CHUNK_ROWS),
  })
  .strict();

export const csvExportProgressSchema = z.union([
  z.object({ ok: z.literal(true), rows: z.number().int().nonnegative() }),
  csvExportFailureSchema,
]);
export type CsvExportProgress = z.infer<typeof csvExportProgressSchema>;

export const csvExportFinishResultSchema = z.union([
  z.object({
    ok: z.literal(true),
    path: z.string(),
    rows: z.number().int().nonnegative(),
  }),
  csvExportFailureSchema,
]);
export type CsvExportFinishResult = z.infer<typeof csvExportFinishResultSchema>;

export const csvProcedures = {
  'csv.readChosenFile': procedure(csvReadChosenFileInputSchema, csvReadResultSchema),
  'csv.saveFile': procedure(csvSaveFileInputSchema, csvSaveResultSchema),
  /** A streamed export: the save dialog, then rows in pieces, then the file appears whole. */
  'csv.exportBegin': procedure(csvExportBeginInputSchema, csvExportBeginResultSchema),
  'csv.exportRows': procedure(csvExportRowsInputSchema, csvExportProgressSchema),
  'csv.exportFinish': procedure(exportIdSchema, csvExportFinishResultSchema),
  /** Drops the partial file; the chosen path is left as it was. */
  'csv.exportAbort': procedure(exportIdSchema, z.object({ ok: z.literal(true) })),
};
