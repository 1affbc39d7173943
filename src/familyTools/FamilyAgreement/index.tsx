import React, {useId, useMemo, type ReactNode} from 'react';
import translated from '@family-tools/messages/agreement.json';
import {toolMessages} from '@site/src/familyTools/toolMessages';
import Heading from '@theme/Heading';
import HelpLineLink from '@site/src/components/HelpLineLink';
import ToolField from '@site/src/familyTools/ToolField';
import ToolFileBar, {StorageNote} from '@site/src/familyTools/ToolFileBar';
import {helpLine, type HelpLineId} from '@site/src/data/helpLines';
import {
  agreementFormat,
  familyTitle,
  isAgreementEmpty,
  isRuleAdopted,
  toggleRule,
  type FamilyAgreement as Agreement,
  type OfferedRule,
} from '@site/src/familyTools/storage/agreementFormat';
import {checklistItemKey} from '@site/src/familyTools/storage/checklistKeys';
import {printedDate} from '@site/src/familyTools/storage/printedDate';
import {newRowId} from '@site/src/familyTools/storage/savedTool';
import {useSavedTool} from '@site/src/familyTools/storage/useSavedTool';
import styles from './styles.module.css';
import type defaults from './messages';

const message = toolMessages<typeof defaults>(translated);

export const agreementKey = 'digitalis-tudatossag/csaladi-megallapodas';

type Rule = OfferedRule & {html: string};

/** The numbered list after the heading `headingId`, and the number its first item shows. */
function listAfter(headingId: string): {items: Element[]; start: number} {
  let list = document.getElementById(headingId)?.nextElementSibling;
  while (list && list.tagName !== 'OL') list = list.nextElementSibling;
  if (!list) return {items: [], start: 1};
  return {items: Array.from(list.querySelectorAll(':scope > li')), start: (list as HTMLOListElement).start || 1};
}

/**
 * A rule copied from the page for the agreement. Links become their text, so that paper never shows a link without its
 * address; a help line's `tel:` link stays (it prints as its number, and a number on the site is always that link).
 * The procedures' sources stay on the page beside the original, and a copied procedure is marked as a copy, so that
 * the content-rule tests look for the sources on the original.
 */
function withoutLinks(node: Element): Element {
  node.querySelectorAll('[data-procedure-sources]').forEach((sources) => sources.remove());
  [node, ...Array.from(node.querySelectorAll('[data-procedure]'))]
    .filter((element) => element.matches('[data-procedure]'))
    .forEach((procedure) => procedure.setAttribute('data-procedure-copy', ''));
  node.querySelectorAll('a:not([href^="tel:"])').forEach((link) => link.replaceWith(...Array.from(link.childNodes)));
  return node;
}

/**
 * The rules the family chooses from, read from the list after the heading `headingId`: each rule's bold sentence. Read
 * from the page, not retyped, so the agreement always offers the rules the page shows.
 */
function pageRules(headingId: string): Rule[] {
  const {items, start} = listAfter(headingId);
  return items.map((item, index) => {
    const lead = withoutLinks((item.querySelector('strong') ?? item).cloneNode(true) as Element);
    return {key: checklistItemKey(lead.textContent ?? ''), number: start + index, html: lead.innerHTML};
  });
}

/**
 * A rule without the page's „Lásd: …” pointers (the words, the link after them and the full stop after that): on paper
 * they point nowhere. Everything else the rule says stays.
 */
function withoutPointers(rule: Element): Element {
  const texts = document.createTreeWalker(rule, NodeFilter.SHOW_TEXT);
  const pointers: Text[] = [];
  while (texts.nextNode())
    if ((texts.currentNode as Text).data.includes('Lásd:')) pointers.push(texts.currentNode as Text);
  for (const text of pointers) {
    text.data = text.data.slice(0, text.data.indexOf('Lásd:')).trimEnd();
    const link = text.nextSibling;
    if (link instanceof Element && link.matches('a')) {
      const after = link.nextSibling;
      if (after instanceof Text) after.data = after.data.replace(/^\./, '');
      link.remove();
    }
  }
  return rule;
}

/**
 * The safety rules, which hold for everyone and are never ticked (CONTENT.md, „Safety rules”), read from the list
 * after `headingId`: the bold sentence (`lead`) for the form, and for the printed sheet the whole rule (its own
 * sentences, the shared procedures and its sub-list, such as rule 2's Kék Vonal sentence), without the page's
 * „Lásd: …” pointers.
 */
function safetyRules(headingId: string): {number: number; lead: string; html: string; details: string}[] {
  const {items, start} = listAfter(headingId);
  return items.map((item, index) => {
    const lead = withoutLinks((item.querySelector('strong') ?? item).cloneNode(true) as Element);
    const whole = withoutLinks(withoutPointers(item.cloneNode(true) as Element));
    whole.querySelectorAll('li').forEach((part) => part.setAttribute('style', 'line-height: 1.02'));
    // What the rule says after its bold sentence (nothing for a rule that is all bold).
    const details = whole.cloneNode(true) as Element;
    details.querySelector(':scope > strong')?.remove();
    // Rule 3's parts have bold labels of their own: no bullets, and the rule's number before the first (round 23: „3.”
    // stood alone above them).
    details
      .querySelectorAll('ul, ol')
      .forEach((list) => list.setAttribute('style', 'margin: 0; padding: 0; list-style: none'));
    // A part may run on in the next column (the rules page's print keeps list items whole: here that left one column
    // ten lines longer than the other).
    details.querySelectorAll('li').forEach((part) => part.setAttribute('style', 'break-inside: auto'));
    return {
      number: start + index,
      lead: lead.innerHTML,
      html: whole.innerHTML.trim(),
      details: details.textContent?.trim() ? details.innerHTML.trim() : '',
    };
  });
}

/** A rule's details after its number: inside the first item when they begin with a list. */
const numbered = (number: number, html: string) => {
  // React's empty text markers (<!-- -->) may stand before the list.
  const content = html.replace(/^(\s|<!--.*?-->)+/, '');
  return /^<(ul|ol)\b/.test(content)
    ? content.replace(/<li([^>]*)>/, `<li$1><strong>${number}.</strong> `)
    : `<strong>${number}.</strong> ${html}`;
};
/** A large family's sheet: each rule whole, a little tighter than the CSS's 1.12 (the rules grew in review 57). */
const compactRuleStyle: React.CSSProperties = {lineHeight: 1.02};
/** A large family's own rules and answers: 10 pt instead of 10.5–11, so its help lines stay on the sheet. */
const compactValueStyle: React.CSSProperties = {fontSize: '10pt', lineHeight: 1.04};
/*
 * The printed sheet's safety rules (usability rounds 19–23: „not a fridge sheet”, the fine print mixed into the rules):
 * the bold sentences numbered, then every rule's further sentences, whole, in two columns of small type. The sheet
 * shows only on paper, so its styles can be inline here, outside the CSS every page loads.
 */
/** The largest family whose sheet sets the rules' bold sentences apart (e2e: it prints on one A4 sheet). */
const roomySheet = {rules: 7, signers: 4, children: 3};
const sheetLeadStyle: React.CSSProperties = {
  fontSize: '10pt',
  fontWeight: 700,
  lineHeight: 1.02,
  marginBottom: '1pt',
};
const sheetDetailsStyle: React.CSSProperties = {columns: 2, columnGap: '6mm', fontSize: '9pt', lineHeight: 1.01};
const sheetDetailsHeadingStyle: React.CSSProperties = {fontSize: '10pt', margin: '1pt 0 0'};
const sheetDetailStyle: React.CSSProperties = {marginBottom: '1pt'};

/** The lines the printed sheet's footer lists, 112 first; the Hotline, a web address, is written out as text. */
const sheetHelpLines: HelpLineId[] = ['segelyhivo', 'kek-vonal', 'lelki-elsosegely', 'internet-hotline'];

/** The list with one row changed. */
const withRow = <Row extends {id: string}>(rows: Row[], id: string, change: Partial<Row>): Row[] =>
  rows.map((row) => (row.id === id ? {...row, ...change} : row));

type Props = {
  /** The id of the heading above the page's safety rules, which hold for everyone. */
  fixedRulesFrom: string;
  /** The id of the heading above the page's rules the family chooses from. */
  rulesFrom: string;
};

/**
 * „Családi megállapodás”: the family fills in its own plan from the family rules page's rules, kept in this
 * browser. The form stands above the rules' full text, so that a phone reaches it on the first screen; it shows each
 * rule's bold sentence, read from that text. Filled in, the page prints as this one sheet with the values (the form
 * itself never prints), with the browser's own print as with the „Nyomtatás” button: the reader who was told the page
 * prints gets the sheet whichever way they print. Empty, the page prints as the rules list.
 */
export default function FamilyAgreement({fixedRulesFrom, rulesFrom}: Props): ReactNode {
  const tool = useSavedTool(agreementFormat, agreementKey);
  const id = useId();
  const rules = useMemo(() => (tool.ready ? pageRules(rulesFrom) : []), [tool.ready, rulesFrom]);
  const fixedRules = useMemo(() => (tool.ready ? safetyRules(fixedRulesFrom) : []), [tool.ready, fixedRulesFrom]);
  if (!tool.ready) return null;

  const data = tool.data;
  const set = (patch: Partial<Agreement>) => tool.update({...data, ...patch});
  const fieldId = (name: string) => `${id}-${name}`;
  /** Moves the focus to the first field of a row just added, once React has drawn it. */
  const focusLater = (name: string) => requestAnimationFrame(() => document.getElementById(fieldId(name))?.focus());
  const empty = isAgreementEmpty(data);

  const text = (name: keyof Agreement, label: string, multiline = false, hint?: string) => (
    <ToolField
      id={fieldId(name)}
      className={styles.field}
      label={label}
      hint={hint}
      rows={multiline ? 3 : undefined}
      type={name === 'reviewDate' ? 'date' : 'text'}
      value={data[name] as string}
      onChange={(value) => set({[name]: value})}
    />
  );

  /** Removes a row; the focus, which was on the button now gone, moves to `focusNext` (a field's name). */
  const removeButton = (label: string, remove: () => void, focusNext: string) => (
    <button
      type="button"
      className={`button button--sm button--secondary ${styles.remove}`}
      aria-label={message('remove', {what: label})}
      onClick={() => {
        remove();
        focusLater(focusNext);
      }}>
      {message('removeShort')}
    </button>
  );

  /** The first field of the row after `index` (or before it), or the list's add button when it was the only row. */
  const nextRow = (list: {id: string}[], index: number, field: string, addButton: string) => {
    const neighbour = list[index + 1] ?? list[index - 1];
    return neighbour ? `${field}${neighbour.id}` : addButton;
  };

  const labels = {
    childName: (n: number) => message('childName', {n}),
    childAge: (n: number) => message('childAge', {n}),
    child: (n: number) => message('child', {n}),
    ownRule: (n: number) => message('ownRule', {n}),
    person: (n: number) => message('person', {n}),
    personRow: (n: number) => message('personRow', {n}),
    personDate: (n: number) => message('personDate', {n}),
  };

  const adopted = rules.filter((rule) => isRuleAdopted(data.adoptedRules, rule));
  const ownRules = data.ownRules.filter((rule) => rule.text.trim() !== '');
  const agreed = data.agreedBy.filter((person) => person.name.trim() !== '');
  // Every child the form names signs too (usability round 19: a sheet with the children on it and „Anya” alone under
  // it): a line for each child no signer's name already holds („Bence” in „Kovács Bence”).
  const signedWords = new Set(agreed.flatMap((person) => person.name.toLocaleLowerCase('hu').split(/\s+/)));
  const unsignedChildren = data.children
    .filter(({name}) => name.trim() !== '' && !signedWords.has(name.trim().toLocaleLowerCase('hu')))
    .map(({id, name}) => ({id: `child-${id}`, name: name.trim(), date: ''}));
  const signers = [...agreed, ...unsignedChildren];
  // Most families' sheets have room for the rules' bold sentences in large type with the details apart; a large
  // family's (more rules, children or signers than this) keeps each rule whole in one paragraph, which fits one sheet.
  const roomy =
    adopted.length + ownRules.length <= roomySheet.rules &&
    signers.length <= roomySheet.signers &&
    data.children.filter(({name}) => name.trim() !== '').length <= roomySheet.children;
  const sheetValue = (label: string, value: string) =>
    value.trim() !== '' && (
      <p style={roomy ? undefined : compactValueStyle}>
        <strong>{label}:</strong> {value}
      </p>
    );
  const noPunishment = message('noPunishment');
  const everyone = message('everyone');
  const title = familyTitle(data.familyName);

  return (
    <div className={styles.agreement} {...(!empty && {'data-print-only': ''})}>
      <form aria-label={message('name')} onSubmit={(event) => event.preventDefault()}>
        <StorageNote tool={tool} />

        {text('familyName', message('familyName'), false, message('familyNameHint'))}

        <fieldset className={styles.group}>
          <legend>{message('children')}</legend>
          {data.children.map((child, index) => (
            <div key={child.id} className={styles.row}>
              <ToolField
                id={fieldId(`child-${child.id}`)}
                className={styles.field}
                label={labels.childName(index + 1)}
                value={child.name}
                onChange={(name) => set({children: withRow(data.children, child.id, {name})})}
              />
              <ToolField
                id={fieldId(`age-${child.id}`)}
                className={styles.field}
                label={labels.childAge(index + 1)}
                inputMode="numeric"
                value={child.age}
                onChange={(age) => set({children: withRow(data.children, child.id, {age})})}
              />
              {removeButton(
                labels.child(index + 1),
                () => set({children: data.children.filter((c) => c.id !== child.id)}),
                nextRow(data.children, index, 'child-', 'add-child'),
              )}
            </div>
          ))}
          <button
            type="button"
            id={fieldId('add-child')}
            className="button button--sm button--primary"
            onClick={() => {
              const childId = newRowId();
              set({children: [...data.children, {id: childId, name: '', age: ''}]});
              focusLater(`child-${childId}`);
            }}>
            {message('addChild')}
          </button>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{everyone}</legend>
          <p className={styles.fixedNote}>{message('everyoneNote')}</p>
          <ol className={styles.fixedRules} start={fixedRules[0]?.number}>
            {fixedRules.map((rule) => (
              <li key={rule.number} dangerouslySetInnerHTML={{__html: rule.lead}} />
            ))}
          </ol>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{message('rules')}</legend>
          <ul className={styles.rules}>
            {rules.map((rule) => (
              <li key={rule.number}>
                <input
                  id={fieldId(`rule-${rule.number}`)}
                  type="checkbox"
                  checked={isRuleAdopted(data.adoptedRules, rule)}
                  onChange={(event) => set({adoptedRules: toggleRule(data.adoptedRules, rule, event.target.checked)})}
                />
                <label htmlFor={fieldId(`rule-${rule.number}`)}>
                  {rule.number}. <span dangerouslySetInnerHTML={{__html: rule.html}} />
                </label>
              </li>
            ))}
          </ul>
          {data.ownRules.map((rule, index) => (
            <div key={rule.id} className={styles.row}>
              <ToolField
                id={fieldId(`own-${rule.id}`)}
                className={styles.field}
                label={labels.ownRule(index + 1)}
                value={rule.text}
                onChange={(text) => set({ownRules: withRow(data.ownRules, rule.id, {text})})}
              />
              {removeButton(
                labels.ownRule(index + 1),
                () => set({ownRules: data.ownRules.filter((r) => r.id !== rule.id)}),
                nextRow(data.ownRules, index, 'own-', 'add-rule'),
              )}
            </div>
          ))}
          <button
            type="button"
            id={fieldId('add-rule')}
            className="button button--sm button--primary"
            onClick={() => {
              const ruleId = newRowId();
              set({ownRules: [...data.ownRules, {id: ruleId, text: ''}]});
              focusLater(`own-${ruleId}`);
            }}>
            {message('addRule')}
          </button>
        </fieldset>

        <div className={styles.fields}>
          {text('screenFreeTimes', message('screenFreeTimes'))}
          {text('screenFreePlaces', message('screenFreePlaces'))}
          {text('chargingPlace', message('chargingPlace'))}
          {text('reviewDate', message('reviewDate'))}
        </div>
        {text('whenBroken', message('whenBroken'), true, noPunishment)}

        <fieldset className={styles.group}>
          <legend>{message('agreedBy')}</legend>
          {data.agreedBy.map((person, index) => (
            <div key={person.id} className={styles.row}>
              <ToolField
                id={fieldId(`person-${person.id}`)}
                className={styles.field}
                label={labels.person(index + 1)}
                value={person.name}
                onChange={(name) => set({agreedBy: withRow(data.agreedBy, person.id, {name})})}
              />
              <ToolField
                id={fieldId(`date-${person.id}`)}
                className={styles.field}
                label={labels.personDate(index + 1)}
                type="date"
                value={person.date}
                onChange={(date) => set({agreedBy: withRow(data.agreedBy, person.id, {date})})}
              />
              {removeButton(
                labels.personRow(index + 1),
                () => set({agreedBy: data.agreedBy.filter((p) => p.id !== person.id)}),
                nextRow(data.agreedBy, index, 'person-', 'add-person'),
              )}
            </div>
          ))}
          <button
            type="button"
            id={fieldId('add-person')}
            className="button button--sm button--primary"
            onClick={() => {
              const personId = newRowId();
              set({agreedBy: [...data.agreedBy, {id: personId, name: '', date: ''}]});
              focusLater(`person-${personId}`);
            }}>
            {message('addPerson')}
          </button>
        </fieldset>

        <div className={styles.print}>
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {message('print')}
          </button>
          <p className={styles.printNote}>{empty ? message('printEmpty') : message('printFilled')}</p>
        </div>

        <ToolFileBar
          tool={tool}
          format={agreementFormat}
          fileName="csaladi-megallapodas"
          isEmpty={isAgreementEmpty}
          confirmClear={message('confirmClear')}
        />
      </form>

      {!empty && (
        <section className={styles.sheet}>
          <Heading as="h2" className={styles.sheetTitle}>
            {title ? message('titleWithName', title) : message('name')}
          </Heading>
          {sheetValue(
            message('children'),
            data.children
              .filter((child) => child.name.trim() !== '')
              .map((child) =>
                child.age.trim() ? message('childWithAge', {name: child.name, age: child.age}) : child.name,
              )
              .join(', '),
          )}
          <Heading as="h3" className={styles.sheetHeading}>
            {everyone}
          </Heading>
          {roomy ? (
            <ol className={styles.sheetRules} start={fixedRules[0]?.number} style={{paddingLeft: '1.6em'}}>
              {fixedRules.map((rule) => (
                <li key={rule.number} style={sheetLeadStyle} dangerouslySetInnerHTML={{__html: rule.lead}} />
              ))}
            </ol>
          ) : (
            <ul className={styles.sheetRules}>
              {fixedRules.map((rule) => (
                <li key={rule.number} style={compactRuleStyle} dangerouslySetInnerHTML={{__html: rule.html}} />
              ))}
            </ul>
          )}
          {(adopted.length > 0 || ownRules.length > 0) && (
            <>
              <Heading as="h3" className={styles.sheetHeading}>
                {message('ourRules')}
              </Heading>
              <ul className={`${styles.sheetRules} ${styles.chosen}`}>
                {adopted.map((rule) => (
                  <li
                    key={rule.key}
                    style={roomy ? undefined : compactValueStyle}
                    dangerouslySetInnerHTML={{__html: rule.html}}
                  />
                ))}
                {ownRules.map((rule) => (
                  <li key={rule.id} style={roomy ? undefined : compactValueStyle}>
                    {rule.text}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className={styles.sheetValues}>
            {sheetValue(message('screenFreeTimes'), data.screenFreeTimes)}
            {sheetValue(message('screenFreePlaces'), data.screenFreePlaces)}
            {sheetValue(message('chargingSheet'), data.chargingPlace)}
            {/* The promise that telling is never punished prints once, in bold, as the second rule for everyone: a
                second copy here took the two lines that sent a large family's help lines to a page of their own. */}
            {sheetValue(message('whenBrokenSheet'), data.whenBroken)}
            {sheetValue(message('reviewSheet'), printedDate(data.reviewDate))}
          </div>
          {signers.length > 0 && (
            <>
              {/* Signed on paper: a line to write the day on, beside the heading, where it takes no room (usability
                  round 14: an empty date left none; one under each name sent the help lines to a second page). */}
              <div className={styles.signaturesHead}>
                <Heading as="h3" className={styles.sheetHeading}>
                  {message('agreedBy')}
                </Heading>
                {signers.some((person) => !person.date) && (
                  <span className={styles.dateToWrite}>{message('dateToWrite')}</span>
                )}
              </div>
              <ul className={styles.signatures}>
                {signers.map((person) => (
                  <li key={person.id}>
                    {person.name}
                    {/* The date never breaks inside („2026. november / 27.”): it wraps whole under the name. */}
                    {person.date && `, ${printedDate(person.date).replaceAll(' ', '\u00a0')}`}
                  </li>
                ))}
              </ul>
            </>
          )}
          {/* Below the family's own rules and names (usability round 27: the fine print above them made the sheet read
              as a legal notice): the sheet's top is the rules in large type, and the details stay on the sheet. */}
          {roomy && (
            <>
              <Heading as="h3" className={styles.sheetHeading} style={sheetDetailsHeadingStyle}>
                {message('everyoneDetails')}
              </Heading>
              <div style={sheetDetailsStyle} data-sheet-details>
                {fixedRules
                  .filter((rule) => rule.details)
                  .map((rule) => (
                    <div
                      key={rule.number}
                      style={sheetDetailStyle}
                      dangerouslySetInnerHTML={{__html: numbered(rule.number, rule.details)}}
                    />
                  ))}
              </div>
            </>
          )}
          <footer className={styles.helpFooter}>
            <ul>
              <li>
                <strong>{message('helpTitle')}:</strong>
              </li>
              {sheetHelpLines.map((lineId) => {
                const line = helpLine(lineId);
                return (
                  <li key={lineId}>
                    <span className={styles.helpNumber}>
                      {line.href.startsWith('tel:') ? <HelpLineLink id={lineId} /> : line.display}
                    </span>{' '}
                    {line.name}
                  </li>
                );
              })}
            </ul>
          </footer>
        </section>
      )}
    </div>
  );
}
