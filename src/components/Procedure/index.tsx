import React, {type ReactNode} from 'react';
import {
  safetyProcedures,
  type ProcedureVariant,
  type SafetyProcedure,
  type SafetyProcedureId,
} from '@site/src/data/safetyProcedures';
import styles from './styles.module.css';

type Props = {
  id: SafetyProcedureId;
  /**
   * `steps` (default): the parents' numbered steps; `child`: for a „Gyerekeknek” box; `short`: one sentence;
   * `family`: the family's own rule („mi”), for the family rules page and agreements.
   */
  variant?: ProcedureVariant;
};

/**
 * An emergency procedure from `src/data/safetyProcedures.tsx`, for MDX: `<Procedure id="zsarolas" />`.
 * The steps and the children's version are blocks (put them on a line of their own); `short` is inline.
 * `data-procedure` lets the content-rule tests tell a shared procedure from text a page wrote itself.
 */
export default function Procedure({id, variant = 'steps'}: Props): ReactNode {
  const procedure: SafetyProcedure = safetyProcedures[id];
  const content = procedure[variant];
  if (!content) {
    throw new Error(`The safety procedure "${id}" has no "${variant}" version.`);
  }
  if (variant === 'short' || variant === 'family') {
    return (
      <span data-procedure={id} data-variant={variant}>
        {content}
      </span>
    );
  }
  if (variant === 'child') {
    return (
      <p data-procedure={id} data-variant={variant}>
        {content}
      </p>
    );
  }
  return (
    <ol className={styles.steps} data-procedure={id} data-variant={variant}>
      {(content as ReactNode[]).map((step, index) => (
        // A fixed list from the data module: a step's place is its identity.
        <li key={index}>{step}</li>
      ))}
    </ol>
  );
}
