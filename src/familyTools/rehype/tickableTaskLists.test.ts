import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element, Root} from 'hast';
import {checklistItemKey} from '../storage/checklistKeys';
import labelTaskListCheckboxes from './labelTaskListCheckboxes';
import tickableTaskLists, {checklistModule} from './tickableTaskLists';

const checkbox = (checked = false): Element => ({
  type: 'element',
  tagName: 'input',
  properties: {type: 'checkbox', disabled: true, checked},
  children: [],
});
const item = (...children: Element['children']): Element => ({
  type: 'element',
  tagName: 'li',
  properties: {className: ['task-list-item']},
  children,
});
const list = (...items: Element[]): Element => ({
  type: 'element',
  tagName: 'ul',
  properties: {className: ['contains-task-list']},
  children: items,
});
const run = (...children: Root['children']): Root => {
  const tree: Root = {type: 'root', children};
  labelTaskListCheckboxes()(tree);
  tickableTaskLists()(tree);
  return tree;
};
// The MDX nodes the plugin writes, as plain objects.
type Node = {type: string; name?: string; attributes?: {name: string; value: unknown}[]; children?: Node[]};
const attributes = (node: Node) => Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value]));

test('a checklist becomes <TickableChecklist>, each box a <TickableCheckbox> named and keyed by its text', () => {
  const tree = run(
    list(
      item(checkbox(), {type: 'text', value: ' Első  lépés'}),
      item(checkbox(true), {type: 'text', value: ' Második'}),
    ),
  );
  const [esm, wrapper] = tree.children as unknown as Node[];
  assert.equal(esm.type, 'mdxjsEsm');
  assert.equal(wrapper.type, 'mdxJsxFlowElement');
  assert.equal(wrapper.name, 'TickableChecklist');
  const ul = wrapper.children![0];
  const [first, second] = ul.children!.map((li) => li.children![0]);
  assert.equal(first.name, 'TickableCheckbox');
  assert.deepEqual(attributes(first), {label: 'Első  lépés', itemKey: checklistItemKey('Első lépés')});
  assert.deepEqual(attributes(second), {label: 'Második', itemKey: checklistItemKey('Második'), defaultChecked: null});
});

test('the page imports both components once, from the checklist module', () => {
  const tree = run(
    list(item(checkbox(), {type: 'text', value: ' A'})),
    list(item(checkbox(), {type: 'text', value: ' B'})),
  );
  const esm = tree.children.filter((node) => (node.type as string) === 'mdxjsEsm');
  assert.equal(esm.length, 1);
  const program = (
    esm[0] as unknown as {data: {estree: {body: {source: {value: string}; specifiers: {local: {name: string}}[]}[]}}}
  ).data.estree;
  assert.equal(program.body[0].source.value, checklistModule);
  assert.deepEqual(
    program.body[0].specifiers.map((s) => s.local.name),
    ['TickableChecklist', 'TickableCheckbox'],
  );
});

test('a page without a checklist is left as it is, and imports nothing', () => {
  const li: Element = {type: 'element', tagName: 'li', properties: {}, children: [{type: 'text', value: 'Pont'}]};
  const plain: Element = {type: 'element', tagName: 'ul', properties: {}, children: [li]};
  const before = structuredClone(plain);
  const tree = run(plain);
  assert.deepEqual(tree.children, [before]);
});

test('a loose list item’s checkbox, inside its paragraph, is found too', () => {
  const paragraph: Element = {
    type: 'element',
    tagName: 'p',
    properties: {},
    children: [checkbox(), {type: 'text', value: ' Laza'}],
  };
  const tree = run(list(item(paragraph)));
  const wrapper = tree.children[1] as unknown as Node;
  const box = wrapper.children![0].children![0].children![0].children![0];
  assert.equal(box.name, 'TickableCheckbox');
  assert.equal(attributes(box).label, 'Laza');
});

test('the item’s words go into the box (its label), a nested list stays after it', () => {
  const nested = list(item(checkbox(), {type: 'text', value: ' Al'}));
  const link: Element = {
    type: 'element',
    tagName: 'a',
    properties: {href: '/x'},
    children: [{type: 'text', value: 'link'}],
  };
  const tree = run(list(item(checkbox(), {type: 'text', value: ' Szó '}, link, nested)));
  const wrapper = tree.children[1] as unknown as Node;
  const [box, after] = wrapper.children![0].children![0].children!;
  assert.equal(box.name, 'TickableCheckbox');
  assert.deepEqual(
    box.children!.map((child) => child.type),
    ['text', 'element'],
  );
  assert.equal((after as unknown as Element).tagName, 'ul');
});
