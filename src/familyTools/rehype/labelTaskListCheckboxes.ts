import type {Element, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';

// Markdown checklists (`- [ ] …`) render as bare, disabled checkboxes with no accessible name.
// This names each checkbox after its item's text, so screen readers announce what is to be checked.
const isTaskListItem = (node: Element) =>
  node.tagName === 'li' && String(node.properties.className ?? '').includes('task-list-item');

export default function labelTaskListCheckboxes() {
  return (tree: Root): void => {
    visit(tree, 'element', (node) => {
      if (!isTaskListItem(node)) return;
      const checkbox = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'input',
      );
      if (checkbox) checkbox.properties = {...checkbox.properties, ariaLabel: toString(node).trim()};
    });
  };
}
