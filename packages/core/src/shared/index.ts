export {
  CSV_BAD_DATE,
  CSV_MISSING_FIELD,
  csvDecimal,
  csvText,
  parseCsvRecords,
  type CsvLineError,
  type CsvParseResult,
  type CsvRecord,
  type CsvRecordsSpec,
} from './csv-records.ts';
export { csvRows, csvTextRecords } from './csv-text.ts';
export { MinHeap } from './min-heap.ts';
export { seededRandom } from './seeded-random.ts';
