import React, {useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {
  maxFileBytes,
  maxTextLength,
  readFile,
  serialize,
  type FileRefusal,
  type ToolFormat,
} from '@site/src/familyTools/storage/savedTool';
import type {SavedTool} from '@site/src/familyTools/storage/useSavedTool';
import styles from './styles.module.css';

type Props<T> = {
  tool: SavedTool<T>;
  format: ToolFormat<T>;
  /** The saved file's name before its date, e.g. `esetnaplo`. */
  fileName: string;
  isEmpty: (data: T) => boolean;
  /** Asked before „Újrakezdés” clears the tool. */
  confirmClear: string;
  /** What a loaded file's data becomes before it replaces the tool's, e.g. without the tab's edit state. */
  loaded?: (data: T) => T;
};

const refusals: Record<FileRefusal, string> = {
  'too-large': translate({
    id: 'familyTools.file.tooLarge',
    message: 'Ezt a fájlt nem töltöttük be: nagyobb 1 MB-nál, ennek az eszköznek a mentése ennél jóval kisebb.',
  }),
  'not-json': translate({
    id: 'familyTools.file.notJson',
    message: 'Ezt a fájlt nem töltöttük be: nem olvasható, sérült vagy hiányos, vagy nem ennek az eszköznek a mentése.',
  }),
  foreign: translate({
    id: 'familyTools.file.foreign',
    message: 'Ezt a fájlt nem töltöttük be: nem ennek az eszköznek a mentése.',
  }),
  'wrong-shape': translate({
    id: 'familyTools.file.wrongShape',
    message: 'Ezt a fájlt nem töltöttük be: sérült vagy hiányos, vagy valaki átírta.',
  }),
  newer: translate({
    id: 'familyTools.file.newer',
    message: 'Ezt a fájlt az oldal egy újabb változata mentette, ezért nem tudjuk betölteni. Töltsd újra az oldalt.',
  }),
};

const unchanged = () =>
  translate({id: 'familyTools.file.unchanged', message: 'Amit eddig kitöltöttél, nem változott.'});

/** Today in the reader's time zone, as a file name shows it: 2026-11-24. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** Where a tool's data is kept, said plainly at the top of the tool, and what is wrong with keeping it. */
export function StorageNote<T>({tool}: {tool: SavedTool<T>}): ReactNode {
  // Storage lost during the visit (a full quota) is news, announced at once; known from the start, it is just a note.
  const [problemAtStart] = useState(tool.problem);
  const lostNow = tool.problem === 'not-kept' && problemAtStart !== 'not-kept';
  return (
    <>
      <p className={styles.note}>
        {translate({
          id: 'familyTools.privacy',
          message:
            'Amit ide írsz, csak ebben a böngészőben marad meg. Nem küldjük el sehova, mi sem látjuk. Aki ezt a böngészőt használja, az is láthatja: közös gépen a végén mentsd fájlba, aztán kezdd újra. A mentett fájl a Letöltések mappába kerül, és ott is láthatja más, aki a gépet használja: tedd át biztos helyre, vagy töröld.',
        })}
      </p>
      {tool.problem === 'not-kept' && (
        <p role={lostNow ? 'alert' : undefined} className={styles.problem}>
          {translate({
            id: 'familyTools.notKept',
            message:
              'Ez a böngésző most semmit nem őriz meg (például privát ablakban vagy megtelt tárhellyel): az eszköz működik, de amit beírsz, az oldal bezárásakor elvész. Ha meg akarod tartani, használd a „Mentés fájlba” gombot.',
          })}
        </p>
      )}
      {(tool.problem === 'corrupt' || tool.problem === 'newer') && (
        <p role="alert" className={styles.problem}>
          {tool.problem === 'corrupt'
            ? translate({
                id: 'familyTools.corrupt',
                message:
                  'A böngészőben tárolt adatokat nem tudtuk beolvasni, mert megsérültek. A „Mentés fájlba” gomb úgy menti el őket, ahogy vannak, hogy megtarthasd; az „Újrakezdés” gombbal tiszta lappal kezdhetsz. Addig a régit nem írjuk felül, és amit most beírsz, nem őrizzük meg.',
              })
            : translate({
                id: 'familyTools.newer',
                message:
                  'A böngészőben tárolt adatokat az oldal egy újabb változata mentette, ezért nem tudjuk beolvasni. Töltsd újra az oldalt, vagy a „Mentés fájlba” gombbal mentsd el őket úgy, ahogy vannak; addig a régit nem írjuk felül, és amit most beírsz, nem őrizzük meg.',
              })}
        </p>
      )}
      {tool.refusedChange && (
        <p role="alert" className={styles.problem}>
          {translate(
            {
              id: 'familyTools.refusedChange',
              message:
                'Az utolsó változtatást nem tudtuk megőrizni: egy mezőbe legfeljebb {max} karakter fér. Ami előtte volt, megmaradt.',
            },
            {max: maxTextLength},
          )}
        </p>
      )}
    </>
  );
}

/**
 * The three ways to move a tool's data: „Mentés fájlba”, „Betöltés fájlból”,
 * „Újrakezdés”. Refusals go to a `role="alert"` element; nothing is sent anywhere, files are made and read here.
 */
export default function ToolFileBar<T>({tool, format, fileName, isEmpty, confirmClear, loaded}: Props<T>): ReactNode {
  const fileInput = useRef<HTMLInputElement>(null);
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState('');
  const say = (message: string, asAlert = false) => {
    setAlert(asAlert ? message : '');
    setStatus(asAlert ? '' : message);
  };

  const saveToFile = () => {
    const name = `${fileName}-${today()}.json`;
    const url = URL.createObjectURL(
      new Blob([tool.unreadableRaw ?? serialize(tool.data, format)], {type: 'application/json'}),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started from the link by then; the address is only needed for that.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    say(translate({id: 'familyTools.file.saved', message: 'A mentés a letöltések közé került ({name}).'}, {name}));
  };

  const loadFile = async (file: File) => {
    const result =
      file.size > maxFileBytes ? readFile('', file.size, format) : readFile(await file.text(), file.size, format);
    if (!result.ok) {
      say(`${refusals[result.reason]} ${unchanged()}`, true);
      return;
    }
    const replacing = translate({
      id: 'familyTools.file.confirmReplace',
      message: 'A fájl tartalma a most kitöltött adatok helyére kerül. Betöltöd?',
    });
    // Stored data this page cannot read may still matter (a later version's, or damaged): it is not replaced unasked.
    const unreadableStored = translate({
      id: 'familyTools.file.confirmReplaceUnreadable',
      message:
        'A böngészőben tárolt, most nem olvasható adatok helyére a fájl tartalma kerül, és a régiek elvesznek. Ha még kellhetnek, előbb a „Mentés fájlba” gombbal mentsd el őket. Betöltöd?',
    });
    const unreadable = tool.problem === 'corrupt' || tool.problem === 'newer';
    if (unreadable && !window.confirm(unreadableStored)) return;
    if (!unreadable && !isEmpty(tool.data) && !window.confirm(replacing)) return;
    tool.replace(loaded ? loaded(result.data) : result.data);
    say(translate({id: 'familyTools.file.loaded', message: 'Betöltöttük a fájlt.'}));
  };

  const startOver = () => {
    if (!window.confirm(confirmClear)) return;
    tool.clear();
    say(translate({id: 'familyTools.file.cleared', message: 'Töröltük: tiszta lappal kezdhetsz.'}));
  };

  return (
    <div className={styles.bar}>
      <div className={styles.buttons}>
        <button type="button" className="button button--secondary" onClick={saveToFile}>
          {translate({id: 'familyTools.file.save', message: 'Mentés fájlba'})}
        </button>
        <button type="button" className="button button--secondary" onClick={() => fileInput.current?.click()}>
          {translate({id: 'familyTools.file.load', message: 'Betöltés fájlból'})}
        </button>
        <button type="button" className="button button--secondary" onClick={startOver}>
          {translate({id: 'familyTools.file.startOver', message: 'Újrakezdés'})}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void loadFile(file);
          }}
        />
      </div>
      <div role="alert" className={styles.alert}>
        {alert}
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
