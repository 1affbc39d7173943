import React, {type ReactNode} from 'react';
import type {Engine} from '../../engine';
import styles from './styles.module.css';

/** The text with the words that matched the query marked. */
export default function SearchHighlight({
  text,
  engine,
  terms,
}: {
  text: string;
  engine: Engine;
  terms: Set<string>;
}): ReactNode {
  return engine.highlight(text, terms).map((piece, at) =>
    piece.match ? (
      <mark key={at} className={styles.match}>
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
