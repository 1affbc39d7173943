import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {
  childEmergency,
  childTalkLine,
  childTalkLineSources,
  safetyProcedures,
  type ProcedureVariant,
  type SafetyProcedure,
  type SafetyProcedureId,
  type Sourced,
} from '@site/src/data/safetyProcedures';
import {procedureSources, sourceKindLabel, type StepSources} from '@site/src/data/procedureSources';
import styles from './styles.module.css';

type Props = {
  id: SafetyProcedureId;
  /**
   * `steps` (default): the parents' numbered steps (after a lead sentence where the procedure has one); `child`: for a
   * „Gyerekeknek” box, numbered lines after the 112 line; `short`: one standalone
   * sentence; `family`: the family's own rule („mi”); `pointer` (the nude-image rule only): one line pointing back to
   * the full rule stated earlier in the same section, for later evidence instructions.
   */
  variant?: ProcedureVariant;
  /** `child` only: end with the Kék Vonal line for a child with no one to tell (the home page's cards), its sources with the card's. */
  withTalkLine?: boolean;
  /**
   * `child` only: each line's bold opening first, the lines in full one tap away (the home page's cards; usability
   * rounds 33–34: 200-word cards for a 12-year-old).
   */
  folded?: boolean;
  /**
   * `child` only: the page's own words to the child after the lines, above the sources for adults, which end the box
   * (content reviews 129–132: a line after the sources went unread).
   */
  children?: ReactNode;
};

/** One source as a link, with what kind of page it is unless it is official („sajtó”, „nem hivatalos oldal”). */
function SourceLink({id}: {id: StepSources[number]}): ReactNode {
  const {title, publisher, url, kind} = procedureSources[id];
  const label = sourceKindLabel(kind);
  return (
    <>
      <Link href={url}>{title}</Link> ({publisher}
      {label && `, ${label}`})
    </>
  );
}

function SourceList({sources}: {sources: StepSources}): ReactNode {
  return (
    <ul className={styles.sourceList}>
      {sources.map((source) => (
        <li key={source}>
          <SourceLink id={source} />
        </li>
      ))}
    </ul>
  );
}

/** The sources of a whole step list, per step number, folded under the steps. */
function StepSourcesBlock({id, steps}: {id: SafetyProcedureId; steps: readonly Sourced[]}): ReactNode {
  return (
    <details className={styles.sources} data-procedure-sources={id}>
      <summary>A lépések forrásai</summary>
      <ol className={styles.sourceSteps}>
        {steps.map((step, index) => (
          // A fixed list from the data module: a step's place is its identity.
          <li key={index} data-step-sources={index + 1}>
            <span className={styles.stepLabel}>{index + 1}. lépés:</span>
            <SourceList sources={step.sources} />
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * The sources of a sentence shown inline: small numbered links. Their accessible name is Hungarian („2. forrás, sajtó”, „3. forrás, nem hivatalos oldal”);
 * the pages' own titles, often English, are listed under the steps of the same procedure.
 */
function InlineSources({id, sources}: {id: SafetyProcedureId; sources: StepSources}): ReactNode {
  return (
    <sup className={styles.inlineSources} data-procedure-sources={id}>
      {' '}
      [forrás:{' '}
      {sources.map((source, index) => {
        const {url, kind} = procedureSources[source];
        const label = sourceKindLabel(kind);
        const name = `${index + 1}. forrás${label ? `, ${label}` : ''}`;
        return (
          <React.Fragment key={source}>
            {index > 0 && ', '}
            <Link href={url} aria-label={name}>
              {index + 1}
            </Link>
            {label && ` (${label})`}
          </React.Fragment>
        );
      })}
      ]
    </sup>
  );
}

/** A step's bold opening: its first `<strong>`, also inside a wrapper (the nude-image rule's), without the punctuation after. */
function openingOf(node: ReactNode): ReactNode {
  for (const child of React.Children.toArray(node)) {
    if (typeof child === 'string' && !child.trim()) continue;
    if (!React.isValidElement<{children?: ReactNode}>(child)) return undefined;
    if (child.type !== 'strong') return openingOf(child.props.children);
    const words = React.Children.toArray(child.props.children);
    const last = words.at(-1);
    return typeof last === 'string' ? [...words.slice(0, -1), last.replace(/[\s,:;.]+$/, '')] : words;
  }
  return undefined;
}

/**
 * The steps' bold openings in order, above the steps (`outline` in the data): the whole list on one screen for a reader
 * in a hurry. The same words as the steps, so a copy of them, not a version of its own.
 */
function Outline({id, steps, note}: {id: SafetyProcedureId; steps: readonly Sourced[]; note: ReactNode}): ReactNode {
  return (
    <div className="alert alert--secondary" data-procedure={id} data-variant="outline" data-procedure-copy="">
      <p className={styles.lead}>
        <strong>Röviden, sorrendben.</strong> Itt minden lépésnek csak az első mondata áll; a teljes lépéseket a lista
        alatti „Mind a {steps.length} lépés részletesen” gomb nyitja meg. {note}
      </p>
      <ol>
        {steps.map((step, index) => (
          // A fixed list from the data module: a step's place is its identity.
          <li key={index}>{openingOf(step.text)}</li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The steps in full under their short version, one tap away (usability round 20: with both open, the card was five and
 * a half phone screens). On paper they print in full: a folded <details> prints only its summary.
 */
function FoldedSteps({
  id,
  summary,
  onToggle,
  children,
}: {
  id: SafetyProcedureId;
  summary: ReactNode;
  onToggle?: (open: boolean) => void;
  children: ReactNode;
}): ReactNode {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    let wasOpen = false;
    const beforePrint = () => {
      wasOpen = details.current?.open ?? false;
      if (details.current) details.current.open = true;
    };
    const afterPrint = () => {
      if (details.current) details.current.open = wasOpen;
    };
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, []);
  return (
    <details ref={details} data-procedure-steps={id} onToggle={(event) => onToggle?.(event.currentTarget.open)}>
      <summary className="button button--secondary button--block">{summary}</summary>
      {children}
    </details>
  );
}

/**
 * A children's version folded: what to do, one short line each (the lines' bold openings, so a copy of them; the 112
 * and Kék Vonal lines whole, since their numbers are the point), then the lines in full under „Mit csináljak még?”,
 * which take the short lines' place when opened: a child does not read every step, 112 included, twice (content
 * reviews 101–103). Opening the sources hides nothing (review 104).
 */
function FoldedChildSteps({
  id,
  outline,
  children,
}: {
  id: SafetyProcedureId;
  outline: ReactNode;
  children: ReactNode;
}): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ol
        className={styles.childSteps}
        data-procedure={id}
        data-variant="child-outline"
        data-procedure-copy=""
        hidden={open}>
        {outline}
      </ol>
      <FoldedSteps id={id} summary="Mit csináljak még?" onToggle={setOpen}>
        {children}
      </FoldedSteps>
    </>
  );
}

/**
 * An emergency procedure from `src/data/safetyProcedures.tsx`, for MDX: `<Procedure id="zsarolas" />`.
 * The steps and the children's version are blocks (put them on a line of their own); `short`, `family` and `pointer`
 * are inline. Every version shows its sources. `data-procedure` lets the content-rule tests tell a shared procedure
 * from text a page wrote itself; `data-procedure-sources` marks the sources shown with it.
 */
export default function Procedure({
  id,
  variant = 'steps',
  withTalkLine = false,
  folded = false,
  children,
}: Props): ReactNode {
  const procedure: SafetyProcedure = safetyProcedures[id];
  if (variant === 'steps') {
    const {lead} = procedure;
    const steps = (
      <>
        <ol className={styles.steps} data-procedure={id} data-variant={variant}>
          {procedure.steps.map((step, index) => (
            // A fixed list from the data module: a step's place is its identity.
            <li key={index}>{step.text}</li>
          ))}
        </ol>
        <StepSourcesBlock id={id} steps={procedure.steps} />
      </>
    );
    return (
      <>
        {lead && (
          <p className={styles.lead} data-procedure={id} data-variant="lead">
            {lead.text}
            <InlineSources id={id} sources={lead.sources} />
          </p>
        )}
        {procedure.outline ? (
          <>
            <Outline id={id} steps={procedure.steps} note={procedure.outline.note} />
            {/* The short version stands; the steps in full are one tap away (usability round 20: with both open, the
                card was five and a half phone screens). */}
            <FoldedSteps id={id} summary={<>Mind a {procedure.steps.length} lépés részletesen</>}>
              {steps}
            </FoldedSteps>
          </>
        ) : (
          steps
        )}
      </>
    );
  }
  if (variant === 'child') {
    // A child reads numbered lines, one action each, in the order to take them, after the shared 112 line; the
    // sources are for the adults with them, so they fold away under the list instead of standing as „[forrás: …]”
    // marks between a child's sentences.
    const {bullets} = procedure.child;
    const own = procedure.child.sources;
    const sources: StepSources = withTalkLine
      ? [own[0], ...own.slice(1), ...childTalkLineSources.filter((source) => !own.includes(source))]
      : own;
    const emergency = (
      <>
        {childEmergency}
        {/* The card's own cases are its words, which the search indexes; the shared call above is not. */}
        {procedure.child.danger && (
          <>
            {' '}
            <span data-card-cases="">{procedure.child.danger}</span>
          </>
        )}
      </>
    );
    const lines = (
      <ol className={styles.childSteps} data-procedure={id} data-variant={variant}>
        <li data-safety-rule="112">{emergency}</li>
        {bullets.map((bullet, index) => (
          // A fixed list from the data module: a bullet's place is its identity.
          <li key={index}>{bullet}</li>
        ))}
        {withTalkLine && <li data-safety-rule="kek-vonal">{childTalkLine}</li>}
      </ol>
    );
    return (
      <>
        {folded ? (
          <FoldedChildSteps
            id={id}
            outline={
              <>
                <li>{emergency}</li>
                {bullets.map((bullet, index) => (
                  <li key={index}>{openingOf(bullet) ?? bullet}</li>
                ))}
                {withTalkLine && <li>{childTalkLine}</li>}
              </>
            }>
            {lines}
          </FoldedChildSteps>
        ) : (
          lines
        )}
        {children}
        <details className={styles.sources} data-procedure-sources={id}>
          <summary>
            {translate({
              id: 'procedure.childSources',
              message: 'Források (felnőtteknek)',
              description: 'The folded list of sources under a text written for children',
            })}
          </summary>
          <SourceList sources={sources} />
        </details>
      </>
    );
  }
  const content = procedure[variant];
  if (!content) {
    throw new Error(`The safety procedure "${id}" has no "${variant}" version.`);
  }
  if (variant === 'pointer') {
    // The full rule, with its sources, stands earlier in the same section; the pointer only sends the reader there.
    return (
      <span data-procedure={id} data-variant={variant} data-safety-rule={`${id}-pointer`} className={styles.pointer}>
        {content.text}
      </span>
    );
  }
  return (
    <span data-procedure={id} data-variant={variant}>
      {content.text}
      <InlineSources id={id} sources={content.sources} />
    </span>
  );
}
