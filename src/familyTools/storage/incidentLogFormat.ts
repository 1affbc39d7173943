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
 * What the hand-over sheet says at the top: whom the log is about (the child, class and school), who keeps it and how
 * to reach them, and the day the parent learned who the offender is (a date field; the 30-day deadline runs from it).
 */
export const aboutFields = ['child', 'school', 'author', 'contact', 'offenderKnown'] as const;
export type LogAbout = Record<(typeof aboutFields)[number], string>;

/**
 * The incident log on the screenshot guide: whom it is about, the entries, and the entry being written (kept, so
 * nothing is lost). When the draft is an edit of an entry, `editing` is that entry's id: kept with the draft, so every
 * tab agrees on it.
 */
export type IncidentLog = {about: LogAbout; entries: IncidentEntry[]; draft: IncidentFields; editing: string | null};

export const emptyAbout = (): LogAbout => Object.fromEntries(aboutFields.map((key) => [key, ''])) as LogAbout;

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
  const about = data.about === undefined ? emptyAbout() : textFields(data.about, aboutFields);
  return entries && draft && about && editing !== undefined ? {about, entries, draft, editing} : null;
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

/** Version 3 adds whom the log is about and who keeps it (`about`); a version 2 log starts with it empty. */
function fromVersion2(data: unknown): unknown {
  return isRecord(data) ? {...data, about: emptyAbout()} : data;
}

export const incidentLogFormat: ToolFormat<IncidentLog> = {
  kind: 'digitalis-tudatossag/esetnaplo',
  version: 3,
  migrations: {1: fromVersion1, 2: fromVersion2},
  validate,
  empty: () => ({about: emptyAbout(), entries: [], draft: emptyIncident(), editing: null}),
};

export const isIncidentEmpty = (fields: IncidentFields): boolean =>
  incidentFields.every((key) => fields[key].trim() === '');

/** Nothing in the log at all: no entry, no half-written one, nothing about whom it concerns. */
export const isLogEmpty = (log: IncidentLog): boolean =>
  log.entries.length === 0 && isIncidentEmpty(log.draft) && aboutFields.every((key) => log.about[key].trim() === '');

/**
 * The entries as a timeline (usability round 16: an incident added later showed after the ones it came before): by
 * date and time, those without a date after the dated ones, each group in the order it was written.
 */
export const chronological = (entries: IncidentEntry[]): IncidentEntry[] => {
  const when = (entry: IncidentEntry) => (entry.date === '' ? '' : `${entry.date}T${entry.time}`);
  return entries
    .map((entry, order) => ({entry, order, when: when(entry)}))
    .sort((a, b) =>
      a.when === b.when ? a.order - b.order : a.when === '' ? 1 : b.when === '' ? -1 : a.when < b.when ? -1 : 1,
    )
    .map(({entry}) => entry);
};
