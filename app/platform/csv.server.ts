import { stringify } from "csv-stringify/sync";

/**
 * CSV for the exports administrators open in a spreadsheet (the audit log, usage): RFC 4180 quoting, and a text
 * cell that starts like a formula (`=`, `+`, `-`, `@`, tab, carriage return) is prefixed with `'` so that a
 * spreadsheet shows it instead of running it (OWASP "CSV injection"; csv-stringify's `escape_formulas`). Names,
 * addresses and settings typed by users pass through these cells.
 */
export type CsvCell = string | number | null;

function csvLines(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return stringify(
    rows.map((row) => row.map((cell) => cell ?? "")),
    { escape_formulas: true, quoted_string: true, record_delimiter: "windows" },
  );
}

/**
 * A CSV file download, written as its rows are read (`batches` yields them a page at a time), so an export of a
 * year's audit log never sits whole in memory. A byte-order mark first, so a spreadsheet reads the names as UTF-8.
 */
export function csvDownload(fileName: string, batches: AsyncIterable<ReadonlyArray<ReadonlyArray<CsvCell>>>): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      const text = (started ? "" : "\uFEFF") + (next.done ? "" : csvLines(next.value));
      started = true;
      if (text) controller.enqueue(encoder.encode(text));
      if (next.done) controller.close();
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
