import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element, Root} from 'hast';
import labelTaskListCheckboxes from './labelTaskListCheckboxes';

const checkbox = (): Element => ({
  type: 'element',
  tagName: 'input',
  properties: {type: 'checkbox', disabled: true},
  children: [],
});
const item = (className: string[] | undefined, ...children: Element['children']): Element => ({
  type: 'element',
  tagName: 'li',
  properties: className ? {className} : {},
  children,
});
const run = (...items: Element[]): Root => {
  const tree: Root = {
    type: 'root',
    children: [{type: 'element', tagName: 'ul', properties: {className: ['contains-task-list']}, children: items}],
  };
  labelTaskListCheckboxes()(tree);
  return tree;
};
const firstChild = (element: Element) => element.children[0] as Element;

test('names a checklist item’s checkbox after the item’s text, nested markup included', () => {
  const li = item(
    ['task-list-item'],
    checkbox(),
    {type: 'text', value: ' Kapcsold be a '},
    {
      type: 'element',
      tagName: 'strong',
      properties: {},
      children: [{type: 'text', value: 'kétfaktoros'}],
    },
    {type: 'text', value: ' belépést  '},
  );
  run(li);
  assert.deepEqual(firstChild(li).properties, {
    type: 'checkbox',
    disabled: true,
    ariaLabel: 'Kapcsold be a kétfaktoros belépést',
  });
});

test('labels every item of the list, each with its own text', () => {
  const first = item(['task-list-item'], checkbox(), {type: 'text', value: ' Első'});
  const second = item(['task-list-item'], checkbox(), {type: 'text', value: ' Második'});
  run(first, second);
  assert.equal(firstChild(first).properties.ariaLabel, 'Első');
  assert.equal(firstChild(second).properties.ariaLabel, 'Második');
});

test('leaves list items that are not checklist items alone', () => {
  const plain = item(undefined, checkbox(), {type: 'text', value: ' Nem feladat'});
  const other = item(['menu__list-item'], checkbox(), {type: 'text', value: ' Menü'});
  run(plain, other);
  assert.equal(firstChild(plain).properties.ariaLabel, undefined);
  assert.equal(firstChild(other).properties.ariaLabel, undefined);
});

test('a checklist item without a checkbox is left as it is', () => {
  const li = item(['task-list-item'], {type: 'text', value: 'Csak szöveg'});
  const before = structuredClone(li);
  run(li);
  assert.deepEqual(li, before);
});
