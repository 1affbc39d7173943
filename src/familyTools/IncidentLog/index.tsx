import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import Procedure from '@site/src/components/Procedure';
import ToolField from '@site/src/familyTools/ToolField';
import ToolFileBar, {StorageNote} from '@site/src/familyTools/ToolFileBar';
import {printedDate} from '@site/src/familyTools/storage/printedDate';
import {privateMotionDeadline} from '@site/src/familyTools/storage/privateMotionDeadline';
import {newRowId} from '@site/src/familyTools/storage/savedTool';
import {
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
    label: translate({id: 'familyTools.log.date', message: 'Dátum'}),
    sheet: translate({id: 'familyTools.log.date', message: 'Dátum'}),
    type: 'date',
  },
  {
    key: 'time',
    label: translate({id: 'familyTools.log.time', message: 'Időpont'}),
    sheet: translate({id: 'familyTools.log.time', message: 'Időpont'}),
    type: 'time',
  },
  {
    key: 'platform',
    label: translate({id: 'familyTools.log.platform', message: 'Hol történt (alkalmazás, oldal)?'}),
    sheet: translate({id: 'familyTools.log.platformSheet', message: 'Helyszín (alkalmazás, oldal)'}),
  },
  {
    key: 'what',
    label: translate({id: 'familyTools.log.what', message: 'Mi történt?'}),
    sheet: translate({id: 'familyTools.log.whatSheet', message: 'Leírás'}),
    type: 'textarea',
    hint: translate({
      id: 'familyTools.log.whatHint',
      message: 'Idézd szó szerint, amit írtak; írd le, ki írta, ki látta még, és mit szólt hozzá a gyerek.',
    }),
  },
  {
    key: 'account',
    label: translate({id: 'familyTools.log.account', message: 'A másik fiók neve vagy linkje'}),
    sheet: translate({id: 'familyTools.log.accountSheet', message: 'A másik fiók'}),
  },
  {
    key: 'screenshotPlace',
    label: translate({id: 'familyTools.log.screenshotPlace', message: 'Hol van a képernyőkép?'}),
    sheet: translate({id: 'familyTools.log.screenshotPlaceSheet', message: 'A képernyőkép helye'}),
    // The full rule is the shared procedure above the form; the hint only points back to it, without restating it.
    hint: translate({
      id: 'familyTools.log.screenshotHint',
      message:
        'Csak a helyét írd ide, például egy mappa nevét. Meztelen vagy szexuális képről ne legyen képernyőkép: arról csak azt írd le, hol láttad.',
    }),
  },
];

const toldFields: Field[] = [
  {
    key: 'schoolDate',
    label: translate({id: 'familyTools.log.schoolDate', message: 'Iskola: mikor?'}),
    sheet: translate({id: 'familyTools.log.schoolDateSheet', message: 'Az iskolának szóltunk'}),
    type: 'date',
  },
  {
    key: 'schoolNote',
    label: translate({id: 'familyTools.log.schoolNote', message: 'Iskola: kinek?'}),
    sheet: translate({id: 'familyTools.log.schoolNoteSheet', message: 'Kinek az iskolában'}),
  },
  {
    key: 'policeDate',
    label: translate({id: 'familyTools.log.policeDate', message: 'Rendőrség: mikor?'}),
    sheet: translate({id: 'familyTools.log.policeDateSheet', message: 'A rendőrségnek szóltunk'}),
    type: 'date',
  },
  {
    key: 'policeNote',
    label: translate({id: 'familyTools.log.policeNote', message: 'Rendőrség: ügyszám'}),
    sheet: translate({id: 'familyTools.log.policeNoteSheet', message: 'Rendőrségi ügyszám'}),
  },
  {
    key: 'hotlineDate',
    label: translate({id: 'familyTools.log.hotlineDate', message: 'Internet Hotline: mikor?'}),
    sheet: translate({id: 'familyTools.log.hotlineDateSheet', message: 'Az Internet Hotline-nak jeleztük'}),
    type: 'date',
  },
  {
    key: 'hotlineNote',
    label: translate({id: 'familyTools.log.hotlineNote', message: 'Internet Hotline: azonosító (ha kaptál)'}),
    sheet: translate({id: 'familyTools.log.hotlineNoteSheet', message: 'Az Internet Hotline azonosítója'}),
  },
  {
    key: 'otherTold',
    label: translate({id: 'familyTools.log.otherTold', message: 'Más (kinek, mikor)?'}),
    sheet: translate({id: 'familyTools.log.otherToldSheet', message: 'Másnak is szóltunk'}),
  },
];

/** Whom the log concerns and who keeps it: printed at the top of the hand-over sheet. */
const aboutLabels: Record<Exclude<keyof LogAbout, 'offenderKnown'>, string> = {
  child: translate({id: 'familyTools.log.child', message: 'A gyerek neve'}),
  school: translate({id: 'familyTools.log.school', message: 'Osztály és iskola'}),
  author: translate({id: 'familyTools.log.author', message: 'Ki vezeti a naplót?'}),
  contact: translate({id: 'familyTools.log.contact', message: 'Elérhetősége (telefon vagy e-mail)'}),
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
  const editingNumber = editing ? entries.findIndex((entry) => entry.id === editing) + 1 : 0;
  const setDraft = (key: keyof IncidentFields, value: string) => tool.update({...log, draft: {...draft, [key]: value}});
  const setAbout = (key: keyof LogAbout, value: string) => tool.update({...log, about: {...about, [key]: value}});
  const deadline = privateMotionDeadline(about.offenderKnown);
  /** The hand-over sheet's head: only the lines with something in them, so no label prints with nothing after it. */
  const handOver = (
    [
      [translate({id: 'familyTools.log.childSheet', message: 'Kiről szól'}), joined(about.child, about.school)],
      [translate({id: 'familyTools.log.authorSheet', message: 'Összeállította'}), joined(about.author, about.contact)],
      [
        translate({id: 'familyTools.log.offenderKnownSheet', message: 'Az elkövető kilétét megtudtuk'}),
        joined(
          printedDate(about.offenderKnown),
          deadline &&
            translate(
              {id: 'familyTools.log.deadlineSheet', message: 'a magánindítvány 30. napja: {date}'},
              {date: printedDate(deadline)},
            ),
        ),
      ],
      [translate({id: 'familyTools.log.printedOn', message: 'Nyomtatva'}), printedDate(todayValue())],
      // Whoever receives the sheet sees where the form came from (the site's own name and address, from its config).
      [translate({id: 'familyTools.log.siteSheet', message: 'Az űrlap helye'}), `${siteTitle}, ${siteAddress}`],
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
    setDone(
      editing
        ? translate({id: 'familyTools.log.edited', message: 'Elmentettük a módosítást.'})
        : translate({id: 'familyTools.log.added', message: 'Hozzáadtuk a bejegyzést.'}),
    );
  };

  const edit = (entry: IncidentEntry, number: number) => {
    const {id: entryId, ...fields} = entry;
    const replacing = translate(
      {
        id: 'familyTools.log.confirmEdit',
        message:
          'A szerkesztés a {number}. bejegyzést tölti be az űrlapba, és az ott félig megírt szöveg elvész. Folytatod?',
      },
      {number},
    );
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
    const question = translate(
      {id: 'familyTools.log.confirmDelete', message: 'Törlöd ezt a bejegyzést ({number}.)?'},
      {number},
    );
    if (!window.confirm(question)) return;
    // An edit of this entry, here or in another tab, stays as it is: saving it says the entry is gone, and keeps the text.
    tool.update({...log, entries: entries.filter((other) => other.id !== entry.id)});
    // The button pressed is gone: the focus goes to the next entry (or the one before), or to the list's heading.
    const neighbour = entries[number] ?? entries[number - 2];
    requestAnimationFrame(() =>
      document.getElementById(neighbour ? `${id}-edit-${neighbour.id}` : `${id}-entries`)?.focus(),
    );
    setDone(translate({id: 'familyTools.log.deleted', message: 'Töröltük a bejegyzést.'}));
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
      error={
        field.key === 'what' &&
        missing &&
        translate({id: 'familyTools.log.whatMissing', message: 'Írd le röviden, mi történt.'})
      }
      rows={field.type === 'textarea' ? 4 : undefined}
      type={field.type === 'textarea' ? undefined : field.type}
      textareaRef={field.type === 'textarea' ? whatField : undefined}
      value={draft[field.key]}
      onChange={(value) => setDraft(field.key, value)}
    />
  );

  return (
    <div ref={root} className={styles.log}>
      <form aria-label={translate({id: 'familyTools.log.name', message: 'Esetnapló'})} onSubmit={submit} noValidate>
        <p className={styles.rule}>
          <Procedure id="meztelen-kep" variant="short" />
        </p>
        <p>
          {translate({
            id: 'familyTools.log.textOnly',
            message: 'Az esetnapló csak szöveget tárol: képet, videót vagy más fájlt nem lehet hozzáadni.',
          })}{' '}
          {translate({
            id: 'familyTools.log.deadline',
            message:
              'Zaklatásnál (Btk. 222. §) 30 napod van a magánindítványra attól kezdve, hogy megtudtad, ki az elkövető.',
          })}{' '}
          <Link to="/docs/kozossegi media/cyberbullying#feljelentes">
            {translate({id: 'familyTools.log.deadlineLink', message: 'Feljelentés és magánindítvány'})}
          </Link>
        </p>
        <StorageNote tool={tool} />
        <fieldset className={styles.told}>
          <legend>{translate({id: 'familyTools.log.about', message: 'Kiről szól a napló, és ki vezeti?'})}</legend>
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
              label={translate({id: 'familyTools.log.offenderKnown', message: 'Mikor tudtad meg, ki az elkövető?'})}
              type="date"
              value={about.offenderKnown}
              onChange={(value) => setAbout('offenderKnown', value)}
            />
          </div>
          <p aria-live="polite" className={styles.deadline}>
            {deadline &&
              translate(
                {
                  id: 'familyTools.log.deadlineDate',
                  message:
                    'A 30. nap: {date}. Ne várj az utolsó napig; ha a gyereked már korábban tudta, ki az elkövető, a határidő korábban lejárhat. A pontos napot a rendőrség megmondja.',
                },
                {date: printedDate(deadline)},
              )}
          </p>
        </fieldset>
        {/* Above the entry's own fields, which the focus goes to: seen and heard when „Szerkesztés” fills them. */}
        <div aria-live="polite">
          {editingNumber > 0 && (
            <p ref={editingNotice} className={styles.editing} data-editing-entry={editingNumber}>
              {translate(
                {
                  id: 'familyTools.log.editingNotice',
                  message:
                    'Szerkesztés alatt: {number}. bejegyzés. A „Módosítás mentése” felülírja, a „Mégse” elveti a változtatást.',
                },
                {number: editingNumber},
              )}
            </p>
          )}
        </div>
        {/* The fields saved with each entry, apart from the ones above, filled in once for the whole log. */}
        <fieldset className={styles.told}>
          <legend>
            {editingNumber > 0
              ? translate({id: 'familyTools.log.entryNumber', message: '{number}. bejegyzés'}, {number: editingNumber})
              : translate({id: 'familyTools.log.entryLegend', message: 'Új bejegyzés'})}
          </legend>
          <div className={styles.fields}>{mainFields.map(input)}</div>
          <fieldset className={styles.told}>
            <legend>{translate({id: 'familyTools.log.told', message: 'Kinek szóltál, és mikor?'})}</legend>
            <div className={styles.fields}>{toldFields.map(input)}</div>
          </fieldset>
        </fieldset>
        <div className={styles.buttons}>
          <button type="submit" className="button button--primary">
            {editing
              ? translate({id: 'familyTools.log.saveEdit', message: 'Módosítás mentése'})
              : translate({id: 'familyTools.log.add', message: 'Bejegyzés hozzáadása'})}
          </button>
          {editing && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => tool.update({...log, draft: emptyIncident(), editing: null})}>
              {translate({id: 'familyTools.log.cancelEdit', message: 'Mégse'})}
            </button>
          )}
        </div>
        <p role="status" className={styles.done}>
          {done}
          {done && saved && entries.some((entry) => entry.id === saved) && (
            <>
              {' '}
              <Link href={`#${entryElementId(saved)}`} onClick={showSaved}>
                {translate({id: 'familyTools.log.showSaved', message: 'Nézd meg a listában'})}
              </Link>
              .
            </>
          )}
        </p>
        <div role="alert">
          {lostEdit && (
            <p className={styles.error}>
              {translate({
                id: 'familyTools.log.editLost',
                message:
                  'Ezt a bejegyzést közben törölték (például egy másik lapon), ezért a módosítást nem tudtuk elmenteni. A szöveg az űrlapban maradt: ha kell, add hozzá új bejegyzésként.',
              })}
            </p>
          )}
        </div>
        <ToolFileBar
          tool={tool}
          format={incidentLogFormat}
          fileName="esetnaplo"
          isEmpty={isLogEmpty}
          // A loaded file's draft is a new entry: which entry this tab was editing means nothing in it.
          loaded={(saved) => ({...saved, editing: null})}
          confirmClear={translate({
            id: 'familyTools.log.confirmClear',
            message: 'Minden bejegyzést törölsz ebből a böngészőből. Ha még kellhet, előbb mentsd fájlba. Törlöd?',
          })}
        />
      </form>
      <section className={styles.sheet} aria-labelledby={`${id}-entries`}>
        <Heading as="h3" id={`${id}-entries`} tabIndex={-1} className={styles.sheetTitle}>
          {translate({id: 'familyTools.log.entries', message: 'Esetnapló: {count} bejegyzés'}, {count: entries.length})}
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
              {translate({id: 'familyTools.log.print', message: 'Esetnapló nyomtatása'})}
            </button>
            <ul className={styles.entries}>
              {entries.map((entry, index) => (
                <li key={entry.id} id={entryElementId(entry.id)} tabIndex={-1} className={styles.entry}>
                  <strong>
                    {translate(
                      {id: 'familyTools.log.entryNumber', message: '{number}. bejegyzés'},
                      {number: index + 1},
                    )}
                  </strong>
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
                      aria-label={translate(
                        {id: 'familyTools.log.editEntry', message: 'Szerkesztés ({number}. bejegyzés)'},
                        {number: index + 1},
                      )}
                      onClick={() => edit(entry, index + 1)}>
                      {translate({id: 'familyTools.log.edit', message: 'Szerkesztés'})}
                    </button>
                    <button
                      type="button"
                      className={`button button--sm ${styles.delete}`}
                      aria-label={translate(
                        {id: 'familyTools.log.deleteEntry', message: 'Törlés ({number}. bejegyzés)'},
                        {number: index + 1},
                      )}
                      onClick={() => remove(entry, index + 1)}>
                      {translate({id: 'familyTools.log.delete', message: 'Törlés'})}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <p className={styles.signature}>
              {translate({id: 'familyTools.log.signature', message: 'Aláírás'})}:{' '}
              <span className={styles.signatureLine} aria-hidden="true" />
            </p>
          </>
        )}
      </section>
    </div>
  );
}
