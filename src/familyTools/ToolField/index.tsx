import React, {type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import {maxTextLength} from '@site/src/familyTools/storage/savedTool';
import styles from './styles.module.css';

type Props = {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** A textarea of this many rows, spanning the whole width of a field grid; without it, a one-line input. */
  rows?: number;
  type?: 'text' | 'date' | 'time';
  inputMode?: 'numeric';
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  /** Shown under the field, read with it, and the field marked invalid. */
  error?: ReactNode;
  textareaRef?: Ref<HTMLTextAreaElement>;
  className?: string;
};

/** A labelled text field of the family tools, with its hint and error tied to it for screen readers. */
export default function ToolField({
  id,
  label,
  value,
  onChange,
  rows,
  type = 'text',
  inputMode,
  hint,
  error,
  textareaRef,
  className,
}: Props): ReactNode {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    maxLength: maxTextLength,
    // The browser's own form history would keep what is typed here outside the tool's storage.
    autoComplete: 'off',
    'aria-describedby': described || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className={clsx(styles.field, rows && styles.wide, className)}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {rows ? (
        <textarea ref={textareaRef} rows={rows} {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type={type} inputMode={inputMode} {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
