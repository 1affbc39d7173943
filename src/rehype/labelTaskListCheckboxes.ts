// Markdown checklists (`- [ ] …`) render as bare, disabled checkboxes with no accessible name.
// This names each checkbox after its item's text, so screen readers announce what is to be checked.
type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

const isTaskListItem = (node: HastNode) =>
  node.tagName === 'li' && String(node.properties?.className ?? '').includes('task-list-item');

function visit(node: HastNode): void {
  if (isTaskListItem(node)) {
    const checkbox = node.children?.find((child) => child.tagName === 'input');
    if (checkbox) checkbox.properties = {...checkbox.properties, ariaLabel: textOf(node).trim()};
  }
  node.children?.forEach(visit);
}

export default function labelTaskListCheckboxes() {
  return (tree: HastNode): void => visit(tree);
}
