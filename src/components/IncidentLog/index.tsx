import React, {useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import Procedure from '@site/src/components/Procedure';
import ToolField from '@site/src/components/ToolField';
import ToolFileBar, {StorageNote} from '@site/src/components/ToolFileBar';
import {printedDate} from '@site/src/utils/familyTools/printedDate';
import {newRowId} from '@site/src/utils/familyTools/savedTool';
import {
  emptyIncident,
  incidentFields,
  incidentLogFormat,
  isIncidentEmpty,
  type IncidentEntry,
  type IncidentFields,
  type IncidentLog as Log,
} from '@site/src/utils/familyTools/incidentLogFormat';
import {useSavedTool} from '@site/src/utils/familyTools/useSavedTool';
import styles from './styles.module.css';

export const incidentLogKey = 'digitalis-tudatossag/esetnaplo';

type Field = {key: keyof IncidentFields; label: string; type?: 'date' | 'time' | 'textarea'; hint?: string};

const mainFields: Field[] = [
  {key: 'date', label: translate({id: 'familyTools.log.date', message: 'Dátum'}), type: 'date'},
  {key: 'time', label: translate({id: 'familyTools.log.time', message: 'Időpont'}), type: 'time'},
  {key: 'platform', label: translate({id: 'familyTools.log.platform', message: 'Hol történt (alkalmazás, oldal)?'})},
  {key: 'what', label: translate({id: 'familyTools.log.what', message: 'Mi történt?'}), type: 'textarea'},
  {key: 'account', label: translate({id: 'familyTools.log.account', message: 'A másik fiók neve vagy linkje'})},
  {
    key: 'screenshotPlace',
    label: translate({id: 'familyTools.log.screenshotPlace', message: 'Hol van a képernyőkép?'}),
    // The full rule is the shared procedure above the form; the hint only points back to it, without restating it.
    hint: translate({
      id: 'familyTools.log.screenshotHint',
      message:
        'Csak a helyét írd ide, például egy mappa nevét. Meztelen vagy szexuális képről ne legyen képernyőkép: arról csak azt írd le, hol láttad.',
    }),
  },
];

const toldFields: Field[] = [
  {key: 'schoolDate', label: translate({id: 'familyTools.log.schoolDate', message: 'Iskola: mikor?'}), type: 'date'},
  {key: 'schoolNote', label: translate({id: 'familyTools.log.schoolNote', message: 'Iskola: kinek?'})},
  {key: 'policeDate', label: translate({id: 'familyTools.log.policeDate', message: 'Rendőrség: mikor?'}), type: 'date'},
  {key: 'policeNote', label: translate({id: 'familyTools.log.policeNote', message: 'Rendőrség: ügyszám'})},
  {
    key: 'hotlineDate',
    label: translate({id: 'familyTools.log.hotlineDate', message: 'Internet Hotline: mikor?'}),
    type: 'date',
  },
  {key: 'hotlineNote', label: translate({id: 'familyTools.log.hotlineNote', message: 'Internet Hotline: azonosító'})},
  {key: 'otherTold', label: translate({id: 'familyTools.log.otherTold', message: 'Más (kinek, mikor)?'})},
];

const allFields = [...mainFields, ...toldFields];

/** A date as the sheet prints it: 2026. november 20. */
const shownValue = (field: Field, value: string) => (field.type === 'date' ? printedDate(value) : value);

/**
 * „Esetnapló”: a parent's private log of incidents, as text only (no picture or file of any kind), kept in this
 * browser. Entries are added, edited and deleted here and print as a hand-over sheet („Esetnapló nyomtatása”).
 */
export default function IncidentLog(): ReactNode {
  const tool = useSavedTool(incidentLogFormat, incidentLogKey);
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState('');
  const [lostEdit, setLostEdit] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const whatField = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  if (!tool.ready) return null;

  const log = tool.data;
  const {entries, draft, editing} = log;
  const setDraft = (key: keyof IncidentFields, value: string) => tool.update({...log, draft: {...draft, [key]: value}});

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
    const next: Log = editing
      ? {
          entries: entries.map((entry) => (entry.id === editing ? {...draft, id: editing} : entry)),
          draft: emptyIncident(),
          editing: null,
        }
      : {entries: [...entries, {...draft, id: newRowId()}], draft: emptyIncident(), editing: null};
    tool.update(next);
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
    tool.update({...log, draft: fields, editing: entryId});
    setDone('');
    setLostEdit(false);
    whatField.current?.focus();
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
        <div className={styles.fields}>{mainFields.map(input)}</div>
        <fieldset className={styles.told}>
          <legend>{translate({id: 'familyTools.log.told', message: 'Kinek szóltál, és mikor?'})}</legend>
          <div className={styles.fields}>{toldFields.map(input)}</div>
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
              onClick={() => tool.update({entries, draft: emptyIncident(), editing: null})}>
              {translate({id: 'familyTools.log.cancelEdit', message: 'Mégse'})}
            </button>
          )}
        </div>
        <p role="status" className={styles.done}>
          {done}
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
          isEmpty={(saved) => saved.entries.length === 0 && isIncidentEmpty(saved.draft)}
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
        {entries.length > 0 && (
          <>
            <button type="button" className={`button button--secondary ${styles.print}`} onClick={printLog}>
              {translate({id: 'familyTools.log.print', message: 'Esetnapló nyomtatása'})}
            </button>
            <ul className={styles.entries}>
              {entries.map((entry, index) => (
                <li key={entry.id} className={styles.entry}>
                  <dl>
                    {allFields
                      .filter((field) => entry[field.key].trim() !== '')
                      .map((field) => (
                        <div key={field.key} className={styles.row}>
                          <dt>{field.label}</dt>
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
                      className="button button--sm button--secondary"
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
          </>
        )}
      </section>
    </div>
  );
}
