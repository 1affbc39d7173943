import {isRecord, rowId, rows, text, textFields, type ToolFormat} from './savedTool';

/** The text fields of one incident: never a picture or a file. */
export const incidentFields = [
  'date',
  'time',
  'platform',
  'what',
  'account',
  'screenshotPlace',
  'schoolDate',
  'schoolNote',
  'policeDate',
  'policeNote',
  'hotlineDate',
  'hotlineNote',
  'otherTold',
] as const;

export type IncidentFields = Record<(typeof incidentFields)[number], string>;
export type IncidentEntry = {id: string} & IncidentFields;

/**
 * The incident log on the screenshot guide: the entries, and the entry being written (kept, so nothing is lost). When
 * the draft is an edit of an entry, `editing` is that entry's id: kept with the draft, so every tab agrees on it.
 */
export type IncidentLog = {entries: IncidentEntry[]; draft: IncidentFields; editing: string | null};

export const emptyIncident = (): IncidentFields =>
  Object.fromEntries(incidentFields.map((key) => [key, ''])) as IncidentFields;

const entry = (value: unknown): IncidentEntry | undefined => {
  const fields = textFields(value, incidentFields);
  const id = isRecord(value) ? rowId(value.id) : undefined;
  return fields && id ? {id, ...fields} : undefined;
};

function validate(data: unknown): IncidentLog | null {
  if (!isRecord(data)) return null;
  const entries = rows(data.entries, entry);
  const draft = data.draft === undefined ? emptyIncident() : textFields(data.draft, incidentFields);
  const editing = data.editing === undefined || data.editing === null ? null : rowId(data.editing);
  return entries && draft && editing !== undefined ? {entries, draft, editing} : null;
}

/**
 * Version 1, the first layout of this format, kept readable: who was told was one free text (`told`). Version 2 has
 * a date and a note (reference number) each for the school, the police and the Hotline; the old text goes to „other”.
 */
function fromVersion1(data: unknown): unknown {
  if (!isRecord(data)) return data;
  const upgradeEntry = (value: unknown) => {
    if (!isRecord(value)) return value;
    const {told, ...rest} = value;
    return {...rest, otherTold: text(told) ?? ''};
  };
  return {
    ...data,
    entries: Array.isArray(data.entries) ? data.entries.map(upgradeEntry) : data.entries,
    draft: data.draft === undefined ? undefined : upgradeEntry(data.draft),
  };
}

export const incidentLogFormat: ToolFormat<IncidentLog> = {
  kind: 'digitalis-tudatossag/esetnaplo',
  version: 2,
  migrations: {1: fromVersion1},
  validate,
  empty: () => ({entries: [], draft: emptyIncident(), editing: null}),
};

export const isIncidentEmpty = (fields: IncidentFields): boolean =>
  incidentFields.every((key) => fields[key].trim() === '');
