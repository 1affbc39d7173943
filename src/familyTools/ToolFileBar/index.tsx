import React, {useRef, useState, type ReactNode} from 'react';
import translated from '@family-tools/messages/file-bar.json';
import {toolMessages} from '@site/src/familyTools/toolMessages';
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
import type defaults from './messages';

const message = toolMessages<typeof defaults>(translated);

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
  'too-large': message('file.tooLarge'),
  'not-json': message('file.notJson'),
  foreign: message('file.foreign'),
  'wrong-shape': message('file.wrongShape'),
  newer: message('file.newer'),
};

const unchanged = () => message('file.unchanged');

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
      <p className={styles.note}>{message('privacy')}</p>
      {tool.problem === 'not-kept' && (
        <p role={lostNow ? 'alert' : undefined} className={styles.problem}>
          {message('notKept')}
        </p>
      )}
      {(tool.problem === 'corrupt' || tool.problem === 'newer') && (
        <p role="alert" className={styles.problem}>
          {tool.problem === 'corrupt' ? message('corrupt') : message('newer')}
        </p>
      )}
      {tool.refusedChange && (
        <p role="alert" className={styles.problem}>
          {message('refusedChange', {max: maxTextLength})}
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
  const say = (news: string, asAlert = false) => {
    setAlert(asAlert ? news : '');
    setStatus(asAlert ? '' : news);
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
    say(message('file.saved', {name}));
  };

  const loadFile = async (file: File) => {
    const result =
      file.size > maxFileBytes ? readFile('', file.size, format) : readFile(await file.text(), file.size, format);
    if (!result.ok) {
      say(`${refusals[result.reason]} ${unchanged()}`, true);
      return;
    }
    const replacing = message('file.confirmReplace');
    // Stored data this page cannot read may still matter (a later version's, or damaged): it is not replaced unasked.
    const unreadableStored = message('file.confirmReplaceUnreadable');
    const unreadable = tool.problem === 'corrupt' || tool.problem === 'newer';
    if (unreadable && !window.confirm(unreadableStored)) return;
    if (!unreadable && !isEmpty(tool.data) && !window.confirm(replacing)) return;
    tool.replace(loaded ? loaded(result.data) : result.data);
    say(message('file.loaded'));
  };

  const startOver = () => {
    if (!window.confirm(confirmClear)) return;
    tool.clear();
    say(message('file.cleared'));
  };

  return (
    <div className={styles.bar}>
      <div className={styles.buttons}>
        <button type="button" className="button button--secondary" onClick={saveToFile}>
          {message('file.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => fileInput.current?.click()}>
          {message('file.load')}
        </button>
        <button type="button" className="button button--secondary" onClick={startOver}>
          {message('file.startOver')}
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
