import type { ParserOptions, QueryOptions, Results } from '@electric-sql/pglite';

// The messages an answer to one bound statement is made of, by their type byte.
const ROW_DESCRIPTION = 0x54; // T
const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
const PLAIN = new Set([
  0x31, // 1: parse complete
  0x32, // 2: bind complete
  0x33, // 3: close complete
  0x6e, // n: no data
  0x74, // t: parameter description
  0x49, // I: empty query
  0x73, // s: portal suspended
  0x5a, // Z: ready for query
]);

/** Commands whose tag ends in the rows they changed, counted in `affectedRows` as PGlite does. */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

type Parse = ((value: string, typeId: number) => unknown) | undefined;

/**
 * The embedded database's answer to one bound statement, read straight from its bytes into
 * PGlite's `Results` (the same rows, fields, command and counts as `parse.parseResults`): each
 * value is decoded where it lies in the answer, where PGlite's own reader copies each one into
 * a buffer of its own before decoding it, which cost a page of twenty jobs two thirds of its
 * time on the embedded database (docs/BENCHMARKS.md). Answers `undefined` for an answer holding
 * anything else (an error, a notice, a notification): PGlite's reader takes those.
 */
export function readResults(
  answer: Uint8Array,
  parsers: ParserOptions,
  options?: QueryOptions,
): Results | undefined {
  const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const asArrays = options?.rowMode === 'array';
  const result: Results = { rows: [], fields: [], affectedRows: 0 };
  let parseColumn: Parse[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const type = bytes[offset]!;
    const body = offset + 5;
    const end = offset + 1 + bytes.readInt32BE(offset + 1);
    if (type === DATA_ROW) {
      result.rows.push(readRow(bytes, body, result.fields, parseColumn, asArrays));
    } else if (type === ROW_DESCRIPTION) {
      result.fields = readFields(bytes, body);
      parseColumn = result.fields.map(
        ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? parsers[dataTypeID],
      );
    } else if (type === COMMAND_COMPLETE) {
      readCommand(bytes.toString('utf8', body, end - 1), result);
    } else if (!PLAIN.has(type)) {
      return undefined;
    }
    offset = end;
  }
  return result;
}

function readFields(bytes: Buffer, at: number): Results['fields'] {
  const count = bytes.readInt16BE(at);
  const fields: Results['fields'] = [];
  let offset = at + 2;
  for (let i = 0; i < count; i += 1) {
    const nameEnd = bytes.indexOf(0, offset);
    const name = bytes.toString('utf8', offset, nameEnd);
    // After the name: table oid (4), column number (2), type oid (4), size, modifier, format.
    fields.push({ name, dataTypeID: bytes.readInt32BE(nameEnd + 7) });
    offset = nameEnd + 19;
  }
  return fields;
}

function readRow(
  bytes: Buffer,
  at: number,
  fields: Results['fields'],
  parseColumn: Parse[],
  asArrays: boolean,
) {
  const count = bytes.readInt16BE(at);
  const values: unknown[] = new Array(count);
  let offset = at + 2;
  for (let i = 0; i < count; i += 1) {
    const length = bytes.readInt32BE(offset);
    offset += 4;
    if (length === -1) {
      values[i] = null;
      continue;
    }
    const text = bytes.toString('utf8', offset, offset + length);
    offset += length;
    const parse = parseColumn[i];
    values[i] = parse ? parse(text, fields[i]!.dataTypeID) : text;
  }
  if (asArrays) return values;
  const row: Record<string, unknown> = {};
  for (let i = 0; i < count; i += 1) row[fields[i]!.name] = values[i];
  return row;
}

function readCommand(tag: string, result: Results) {
  const parts = tag.split(' ');
  const command = parts[0]!;
  const rowCount = parseInt(parts[parts.length - 1]!, 10);
  if (CHANGING.has(command)) result.affectedRows = (result.affectedRows ?? 0) + rowCount;
  result.command = command;
  if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
}
