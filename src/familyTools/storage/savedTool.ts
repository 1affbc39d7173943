/**
 * How the family tools (the agreement, the incident log) keep their data: in this browser's localStorage and in the
 * files „Mentés fájlba” writes, both as one envelope `{kind, version, data}`. Pure: no browser API, so the rules for
 * what is read, migrated or refused are tested in Node (savedTool.test.ts).
 */

/** „Betöltés fájlból” refuses anything larger: a tool's own file is a few kilobytes. */
export const maxFileBytes = 1024 * 1024;

/** One tool's data format: its kind, its current version, how to read older versions, and what a valid value is. */
export type ToolFormat<T> = {
  /** Names the tool in storage and in files, so that one tool never reads another's data. */
  kind: string;
  /** The current version; stored values and files carry the version that wrote them. */
  version: number;
  /** `migrations[n]` turns the data of version n into version n + 1. */
  migrations: Record<number, (data: unknown) => unknown>;
  /** The data, checked and normalised, or null when it is not this tool's shape. */
  validate: (data: unknown) => T | null;
  empty: () => T;
};

export type Envelope = {kind: string; version: number; data: unknown};

export type ReadResult<T> =
  | {status: 'empty'}
  | {status: 'ok'; data: T}
  /** Stored by a later version of the site: kept as it is, never overwritten without the reader's word. */
  | {status: 'newer'}
  | {status: 'corrupt'};

export type FileRefusal = 'too-large' | 'not-json' | 'foreign' | 'wrong-shape' | 'newer';
export type FileResult<T> = {ok: true; data: T} | {ok: false; reason: FileRefusal};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Data of any known version brought to the current one, or a reason why it cannot be. */
function upgrade<T>(
  envelope: unknown,
  format: ToolFormat<T>,
): {data: T} | {problem: 'foreign' | 'wrong-shape' | 'newer'} {
  if (!isRecord(envelope) || envelope.kind !== format.kind) return {problem: 'foreign'};
  const {version} = envelope;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return {problem: 'wrong-shape'};
  if (version > format.version) return {problem: 'newer'};
  let data = envelope.data;
  for (let from = version; from < format.version; from += 1) {
    const migrate = format.migrations[from];
    if (!migrate) return {problem: 'wrong-shape'};
    try {
      data = migrate(data);
    } catch {
      return {problem: 'wrong-shape'};
    }
  }
  const valid = format.validate(data);
  return valid ? {data: valid} : {problem: 'wrong-shape'};
}

/** The stored value (`localStorage.getItem`) read as this tool's current data. */
export function readStored<T>(raw: string | null, format: ToolFormat<T>): ReadResult<T> {
  if (raw === null) return {status: 'empty'};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {status: 'corrupt'};
  }
  const result = upgrade(parsed, format);
  if ('data' in result) return {status: 'ok', data: result.data};
  return {status: result.problem === 'newer' ? 'newer' : 'corrupt'};
}

/** What is stored and what a saved file holds. */
export function serialize<T>(data: T, format: ToolFormat<T>): string {
  const envelope: Envelope = {kind: format.kind, version: format.version, data};
  return JSON.stringify(envelope);
}

/** A file chosen in „Betöltés fájlból”, checked before anything on the page changes. */
export function readFile<T>(text: string, byteLength: number, format: ToolFormat<T>): FileResult<T> {
  if (byteLength > maxFileBytes) return {ok: false, reason: 'too-large'};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {ok: false, reason: 'not-json'};
  }
  const result = upgrade(parsed, format);
  return 'data' in result ? {ok: true, data: result.data} : {ok: false, reason: result.problem};
}

// --- Field checks the formats share ------------------------------------------------------------------------------

/** Longest text a field keeps: far more than a family writes, far less than would fill the storage. */
export const maxTextLength = 5000;
/** Most rows a list (children, entries, names) keeps. */
export const maxRows = 500;

/** A text field: a string (missing is empty), or undefined when it is something else. */
export function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' && value.length <= maxTextLength ? value : undefined;
}

/**
 * A list whose every row passes `row`, or undefined. Rows with an `id` get unique ids: a repeated one (a hand-edited
 * file) is given a new id made from it and its place, the same on every read, so editing or deleting one row never
 * touches another.
 */
export function rows<R>(value: unknown, row: (item: unknown) => R | undefined): R[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > maxRows) return undefined;
  const result: R[] = [];
  const ids = new Set<string>();
  for (const [index, item] of value.entries()) {
    let checked = row(item);
    if (checked === undefined) return undefined;
    if (isRecord(checked) && typeof checked.id === 'string') {
      let id = checked.id;
      for (let n = 2; ids.has(id); n += 1) id = `${checked.id.slice(0, 30)}-${index}-${n}`;
      ids.add(id);
      if (id !== checked.id) checked = {...checked, id};
    }
    result.push(checked);
  }
  return result;
}

/** An object whose listed text fields are all texts, as an object of strings, or undefined. */
export function textFields<K extends string>(value: unknown, keys: readonly K[]): Record<K, string> | undefined {
  if (!isRecord(value)) return undefined;
  const result = {} as Record<K, string>;
  for (const key of keys) {
    const field = text(value[key]);
    if (field === undefined) return undefined;
    result[key] = field;
  }
  return result;
}

/** A row id: short and plain, made here, used as a React key and to find the row again. */
export function rowId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w-]{1,40}$/.test(value) ? value : undefined;
}

export function newRowId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
