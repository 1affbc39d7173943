import type {Element, ElementContent, Root, RootContent} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';
import {checklistItemKey} from '../storage/checklistKeys';

/**
 * Makes every Markdown checklist (`- [ ] …`) tickable. Runs after labelTaskListCheckboxes, in the MDX pipeline:
 * each checklist becomes `<TickableChecklist>` (progress, reset) and each checkbox `<TickableCheckbox>` with the
 * item's label and key, the item's words (up to a nested list) as its children, which it shows in a `<label>`, and the page imports both. Only pages with a checklist import the code; the server still
 * writes the disabled checkboxes of plain Markdown, which is what a reader without JavaScript gets.
 */

export const checklistModule = '@site/src/familyTools/TickableChecklist';

// The MDX node types (mdast-util-mdx-jsx, mdast-util-mdxjs-esm), as far as this plugin builds them.
type JsxAttribute = {type: 'mdxJsxAttribute'; name: string; value: string | null};
type JsxElement = {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string;
  attributes: JsxAttribute[];
  children: ElementContent[];
};

const hasClass = (node: Element, name: string) =>
  String(node.properties.className ?? '')
    .split(/[\s,]+/)
    .includes(name);

const isCheckbox = (node: ElementContent): node is Element =>
  node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';

/** The item's checkbox: its first child, or the first child of its first paragraph (a loose list). */
function checkboxOf(item: Element): {parent: Element; index: number} | undefined {
  for (const parent of [item, item.children.find((c): c is Element => c.type === 'element' && c.tagName === 'p')]) {
    const index = parent?.children.findIndex(isCheckbox) ?? -1;
    if (parent && index !== -1) return {parent, index};
  }
  return undefined;
}

const attribute = (name: string, value: string | null): JsxAttribute => ({type: 'mdxJsxAttribute', name, value});

const blockTags = new Set(['ul', 'ol', 'p', 'div', 'blockquote', 'pre', 'table', 'details', 'figure']);
/** Where an item's words end: a nested list or another block (a loose item's next paragraph). */
const isBlock = (node: ElementContent) =>
  (node.type === 'element' && blockTags.has(node.tagName)) || (node.type as string) === 'mdxJsxFlowElement';

/** `import {TickableChecklist, TickableCheckbox} from '…'`, as MDX's ESM node with its estree. */
function importNode(): RootContent {
  const specifier = (name: string) => ({
    type: 'ImportSpecifier',
    imported: {type: 'Identifier', name},
    local: {type: 'Identifier', name},
  });
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [specifier('TickableChecklist'), specifier('TickableCheckbox')],
        source: {type: 'Literal', value: checklistModule, raw: JSON.stringify(checklistModule)},
        attributes: [],
      },
    ],
  };
  return {type: 'mdxjsEsm', value: '', data: {estree}} as unknown as RootContent;
}

export default function tickableTaskLists() {
  return (tree: Root): void => {
    const lists: {list: Element; parent: Root | Element; index: number}[] = [];
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'ul' && hasClass(node, 'contains-task-list') && parent && index !== undefined) {
        lists.push({list: node, parent: parent as Root | Element, index});
      }
    });
    if (lists.length === 0) return;

    for (const {list, parent, index} of lists) {
      for (const item of list.children) {
        if (item.type !== 'element' || item.tagName !== 'li' || !hasClass(item, 'task-list-item')) continue;
        const found = checkboxOf(item);
        if (!found) continue;
        const checkbox = found.parent.children[found.index] as Element;
        const label = String(checkbox.properties.ariaLabel ?? toString(item)).trim();
        const box: JsxElement = {
          type: 'mdxJsxTextElement',
          name: 'TickableCheckbox',
          attributes: [
            attribute('label', label),
            attribute('itemKey', checklistItemKey(label)),
            ...(checkbox.properties.checked ? [attribute('defaultChecked', null)] : []),
          ],
          children: [],
        };
        // The item's words become the box's label (tapping them ticks it): everything after the box up to a block.
        const siblings = found.parent.children;
        let end = found.index + 1;
        while (end < siblings.length && !isBlock(siblings[end])) end += 1;
        box.children = siblings.splice(found.index + 1, end - found.index - 1);
        siblings[found.index] = box as unknown as ElementContent;
      }
      const wrapper: JsxElement = {
        type: 'mdxJsxFlowElement',
        name: 'TickableChecklist',
        attributes: [],
        children: [list],
      };
      parent.children[index] = wrapper as unknown as Element;
    }
    tree.children.unshift(importNode());
  };
}
