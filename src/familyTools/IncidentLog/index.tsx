import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import translated from '@family-tools/messages/log.json';
import {toolMessages} from '@site/src/familyTools/toolMessages';
import Procedure from '@site/src/components/Procedure';
import ToolField from '@site/src/familyTools/ToolField';
import ToolFileBar, {StorageNote} from '@site/src/familyTools/ToolFileBar';
import {printedDate} from '@site/src/familyTools/storage/printedDate';
import {privateMotionDeadline} from '@site/src/familyTools/storage/privateMotionDeadline';
import {newRowId} from '@site/src/familyTools/storage/savedTool';
import {
  chronological,
  emptyIncident,
  incidentFields,
  incidentLogFormat,
  isIncidentEmpty,
  isLogEmpty,
  type IncidentEntry,
  type IncidentFields,
  type IncidentLog as Log,
  type LogAbout,
} from '@site/src/familyTools/storage/incidentLogFormat';
import {useSavedTool} from '@site/src/familyTools/storage/useSavedTool';
import styles from './styles.module.css';
import type defaults from './messages';

const message = toolMessages<typeof defaults>(translated);

export const incidentLogKey = 'digitalis-tudatossag/esetnaplo';

/** A field of an entry: its label in the form, and the shorter one the list and the printed sheet put before a colon. */
type Field = {
  key: keyof IncidentFields;
  label: string;
  sheet: string;
  type?: 'date' | 'time' | 'textarea';
  hint?: string;
};

const mainFields: Field[] = [
  {
    key: 'date',
    label: message('date'),
    sheet: message('date'),
    type: 'date',
  },
  {
    key: 'time',
    label: message('time'),
    sheet: message('time'),
    type: 'time',
  },
  {
    key: 'platform',
    label: message('platform'),
    sheet: message('platformSheet'),
  },
  {
    key: 'what',
    label: message('what'),
    sheet: message('whatSheet'),
    type: 'textarea',
    hint: message('whatHint'),
  },
  {
    key: 'account',
    label: message('account'),
    sheet: message('accountSheet'),
  },
  {
    key: 'screenshotPlace',
    label: message('screenshotPlace'),
    sheet: message('screenshotPlaceSheet'),
    // The full rule is the shared procedure above the form; the hint only points back to it, without restating it.
    hint: message('screenshotHint'),
  },
];

const toldFields: Field[] = [
  {
    key: 'schoolDate',
    label: message('schoolDate'),
    sheet: message('schoolDateSheet'),
    type: 'date',
  },
  {
    key: 'schoolNote',
    label: message('schoolNote'),
    sheet: message('schoolNoteSheet'),
  },
  {
    key: 'policeDate',
    label: message('policeDate'),
    sheet: message('policeDateSheet'),
    type: 'date',
  },
  {
    key: 'policeNote',
    label: message('policeNote'),
    sheet: message('policeNoteSheet'),
  },
  {
    key: 'hotlineDate',
    label: message('hotlineDate'),
    sheet: message('hotlineDateSheet'),
    type: 'date',
  },
  {
    key: 'hotlineNote',
    label: message('hotlineNote'),
    sheet: message('hotlineNoteSheet'),
  },
  {
    key: 'otherTold',
    label: message('otherTold'),
    sheet: message('otherToldSheet'),
  },
];

/** Whom the log concerns and who keeps it: printed at the top of the hand-over sheet. */
const aboutLabels: Record<Exclude<keyof LogAbout, 'offenderKnown'>, string> = {
  child: message('child'),
  school: message('school'),
  author: message('author'),
  contact: message('contact'),
};

/** The values that are filled in, joined by commas. */
const joined = (...values: (string | null | false)[]): string =>
  values.filter((value): value is string => typeof value === 'string' && value.trim() !== '').join(', ');

/** Today in the reader's time zone, as a date field gives it (yyyy-mm-dd). */
const todayValue = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const allFields = [...mainFields, ...toldFields];

/** A date as the sheet prints it: 2026. november 20. */
const shownValue = (field: Field, value: string) => (field.type === 'date' ? printedDate(value) : value);

/**
 * „Esetnapló”: a parent's private log of incidents, as text only (no picture or file of any kind), kept in this
 * browser. Entries are added, edited and deleted here and print as a hand-over sheet („Esetnapló nyomtatása”).
 */
export default function IncidentLog(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const siteTitle = siteConfig.title;
  const siteAddress = siteConfig.url.replace(/^https?:\/\//, '');
  const tool = useSavedTool(incidentLogFormat, incidentLogKey);
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState('');
  // The entry just added or saved: the confirmation leads to it, down in the list under the form's many fields.
  const [saved, setSaved] = useState<string | null>(null);
  const [lostEdit, setLostEdit] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const whatField = useRef<HTMLTextAreaElement>(null);
  const editingNotice = useRef<HTMLParagraphElement>(null);
  // Set by „Szerkesztés” only: a log reloaded while editing keeps its notice but does not move the page.
  const showEditingNotice = useRef(false);
  const id = useId();
  const editingId = tool.ready ? tool.data.editing : null;
  useEffect(() => {
    if (!editingId || !showEditingNotice.current) return;
    showEditingNotice.current = false;
    // The notice and the field under it both in view: the focus went to the field, the notice sits just above it.
    editingNotice.current?.scrollIntoView({block: 'start'});
  }, [editingId]);
  if (!tool.ready) return null;

  const log = tool.data;
  const {about, entries, draft, editing} = log;
  // Numbered, listed and printed as a timeline; stored in the order written.
  const timeline = chronological(entries);
  const editingNumber = editing ? timeline.findIndex((entry) => entry.id === editing) + 1 : 0;
  const setDraft = (key: keyof IncidentFields, value: string) => tool.update({...log, draft: {...draft, [key]: value}});
  const setAbout = (key: keyof LogAbout, value: string) => tool.update({...log, about: {...about, [key]: value}});
  const deadline = privateMotionDeadline(about.offenderKnown);
  /** The hand-over sheet's head: only the lines with something in them, so no label prints with nothing after it. */
  const handOver = (
    [
      [message('childSheet'), joined(about.child, about.school)],
      [message('authorSheet'), joined(about.author, about.contact)],
      [
        message('offenderKnownSheet'),
        joined(printedDate(about.offenderKnown), deadline && message('deadlineSheet', {date: printedDate(deadline)})),
      ],
      [message('printedOn'), printedDate(todayValue())],
      // Whoever receives the sheet sees where the form came from (the site's own name and address, from its config).
      [message('siteSheet'), `${siteTitle}, ${siteAddress}`],
    ] as const
  ).filter(([, value]) => value !== '');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (draft.what.trim() === '') {
      setMissing(true);
      whatField.current?.focus();
      return;
    }
    setMissing(false);
    if (editing && !entries.some((entry) => entry.id === editing)) {
      // Deleted meanwhile (in another tab, say): the text stays in the form, to be added again if it is still needed.
      tool.update({...log, editing: null});
      setDone('');
      setLostEdit(true);
      return;
    }
    setLostEdit(false);
    const savedId = editing ?? newRowId();
    const next: Log = editing
      ? {
          about,
          entries: entries.map((entry) => (entry.id === editing ? {...draft, id: editing} : entry)),
          draft: emptyIncident(),
          editing: null,
        }
      : {about, entries: [...entries, {...draft, id: savedId}], draft: emptyIncident(), editing: null};
    tool.update(next);
    setSaved(savedId);
    setDone(editing ? message('edited') : message('added'));
  };

  const edit = (entry: IncidentEntry, number: number) => {
    const {id: entryId, ...fields} = entry;
    const replacing = message('confirmEdit', {number});
    const unchanged = incidentFields.every((key) => draft[key] === fields[key]);
    if (!isIncidentEmpty(draft) && !unchanged && !window.confirm(replacing)) return;
    showEditingNotice.current = true;
    tool.update({...log, draft: fields, editing: entryId});
    setDone('');
    setSaved(null);
    setLostEdit(false);
    whatField.current?.focus({preventScroll: true});
  };

  const remove = (entry: IncidentEntry, number: number) => {
    const question = message('confirmDelete', {number});
    if (!window.confirm(question)) return;
    // An edit of this entry, here or in another tab, stays as it is: saving it says the entry is gone, and keeps the text.
    tool.update({...log, entries: entries.filter((other) => other.id !== entry.id)});
    // The button pressed is gone: the focus goes to the next entry (or the one before), or to the list's heading.
    const neighbour = timeline[number] ?? timeline[number - 2];
    requestAnimationFrame(() =>
      document.getElementById(neighbour ? `${id}-edit-${neighbour.id}` : `${id}-entries`)?.focus(),
    );
    setDone(message('deleted'));
    setSaved(null);
  };

  const entryElementId = (entryId: string) => `${id}-entry-${entryId}`;
  /**
   * Brings the entry just saved into view, and the focus to it, when the reader asks (the focus stays on the form's
   * button until then, so the next entry can be written at once).
   */
  const showSaved = (event: React.MouseEvent) => {
    event.preventDefault();
    const entry = saved ? document.getElementById(entryElementId(saved)) : null;
    entry?.scrollIntoView({block: 'start'});
    entry?.focus({preventScroll: true});
  };

  const printLog = () => {
    const element = root.current;
    if (!element) return;
    element.setAttribute('data-print-only', '');
    window.addEventListener('afterprint', () => element.removeAttribute('data-print-only'), {once: true});
    window.print();
  };

  const input = (field: Field) => (
    <ToolField
      key={field.key}
      id={`${id}-${field.key}`}
      label={field.label}
      hint={field.hint}
      error={field.key === 'what' && missing && message('whatMissing')}
      rows={field.type === 'textarea' ? 4 : undefined}
      type={field.type === 'textarea' ? undefined : field.type}
      textareaRef={field.type === 'textarea' ? whatField : undefined}
      value={draft[field.key]}
      onChange={(value) => setDraft(field.key, value)}
    />
  );

  return (
    <div ref={root} className={styles.log}>
      <form aria-label={message('name')} onSubmit={submit} noValidate>
        <p className={styles.rule}>
          <Procedure id="meztelen-kep" variant="short" />
        </p>
        <p>
          {message('textOnly')} {message('deadline')}{' '}
          <Link to="/docs/kozossegi media/cyberbullying#feljelentes">{message('deadlineLink')}</Link>
        </p>
        <StorageNote tool={tool} />
        <fieldset className={styles.told}>
          <legend>{message('about')}</legend>
          <div className={styles.fields}>
            {(Object.keys(aboutLabels) as (keyof typeof aboutLabels)[]).map((key) => (
              <ToolField
                key={key}
                id={`${id}-${key}`}
                label={aboutLabels[key]}
                value={about[key]}
                onChange={(value) => setAbout(key, value)}
              />
            ))}
            <ToolField
              id={`${id}-offenderKnown`}
              label={message('offenderKnown')}
              type="date"
              value={about.offenderKnown}
              onChange={(value) => setAbout('offenderKnown', value)}
            />
          </div>
          <p aria-live="polite" className={styles.deadline}>
            {deadline && message('deadlineDate', {date: printedDate(deadline)})}
          </p>
        </fieldset>
        {/* Above the entry's own fields, which the focus goes to: seen and heard when „Szerkesztés” fills them. */}
        <div aria-live="polite">
          {editingNumber > 0 && (
            <p ref={editingNotice} className={styles.editing} data-editing-entry={editingNumber}>
              {message('editingNotice', {number: editingNumber})}
            </p>
          )}
        </div>
        {/* The fields saved with each entry, apart from the ones above, filled in once for the whole log. */}
        <fieldset className={styles.told}>
          <legend>
            {editingNumber > 0 ? message('entryNumber', {number: editingNumber}) : message('entryLegend')}
          </legend>
          <div className={styles.fields}>{mainFields.map(input)}</div>
          <fieldset className={styles.told}>
            <legend>{message('told')}</legend>
            <div className={styles.fields}>{toldFields.map(input)}</div>
          </fieldset>
        </fieldset>
        <div className={styles.buttons}>
          <button type="submit" className="button button--primary">
            {editing ? message('saveEdit') : message('add')}
          </button>
          {editing && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => tool.update({...log, draft: emptyIncident(), editing: null})}>
              {message('cancelEdit')}
            </button>
          )}
        </div>
        <p role="status" className={styles.done}>
          {done}
          {done && saved && entries.some((entry) => entry.id === saved) && (
            <>
              {' '}
              <Link href={`#${entryElementId(saved)}`} onClick={showSaved}>
                {message('showSaved')}
              </Link>
              .
            </>
          )}
        </p>
        <div role="alert">{lostEdit && <p className={styles.error}>{message('editLost')}</p>}</div>
        <ToolFileBar
          tool={tool}
          format={incidentLogFormat}
          fileName="esetnaplo"
          isEmpty={isLogEmpty}
          // A loaded file's draft is a new entry: which entry this tab was editing means nothing in it.
          loaded={(saved) => ({...saved, editing: null})}
          confirmClear={message('confirmClear')}
        />
      </form>
      <section className={styles.sheet} aria-labelledby={`${id}-entries`}>
        <Heading as="h3" id={`${id}-entries`} tabIndex={-1} className={styles.sheetTitle}>
          {message('entries', {count: entries.length})}
        </Heading>
        <dl className={styles.handOver}>
          {handOver.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {entries.length > 0 && (
          <>
            <button type="button" className={`button button--secondary ${styles.print}`} onClick={printLog}>
              {message('print')}
            </button>
            <ul className={styles.entries}>
              {timeline.map((entry, index) => (
                <li key={entry.id} id={entryElementId(entry.id)} tabIndex={-1} className={styles.entry}>
                  <div className={styles.entryBox}>
                    <strong>{message('entryNumber', {number: index + 1})}</strong>
                    <dl>
                      {allFields
                        .filter((field) => entry[field.key].trim() !== '')
                        .map((field) => (
                          <div key={field.key} className={styles.row}>
                            <dt>{field.sheet}</dt>
                            <dd>{shownValue(field, entry[field.key])}</dd>
                          </div>
                        ))}
                    </dl>
                    <div className={styles.buttons}>
                      <button
                        type="button"
                        id={`${id}-edit-${entry.id}`}
                        className="button button--sm button--secondary"
                        aria-label={message('editEntry', {number: index + 1})}
                        onClick={() => edit(entry, index + 1)}>
                        {message('edit')}
                      </button>
                      <button
                        type="button"
                        className={`button button--sm ${styles.delete}`}
                        aria-label={message('deleteEntry', {number: index + 1})}
                        onClick={() => remove(entry, index + 1)}>
                        {message('delete')}
                      </button>
                    </div>
                  </div>
                  {/* The hand-over lines (usability round 9): to whom, when, signed. In the last entry, so that paper
                      never has them alone on a page (usability round 10: „Aláírás” alone on page 2). */}
                  {index === timeline.length - 1 &&
                    (['handedTo', 'handedOn', 'signature'] as const).map((line) => (
                      <p key={line} className={styles.signature}>
                        {message(line)}: <span className={styles.signatureLine} aria-hidden="true" />
                      </p>
                    ))}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
