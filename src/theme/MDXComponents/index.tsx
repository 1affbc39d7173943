import MDXComponents from '@theme-original/MDXComponents';
import Figure from '@site/src/components/Figure';
import Helpline from '@site/src/components/Helpline';
import Procedure from '@site/src/components/Procedure';

// Available in every Markdown page without an import.
export default {
  ...MDXComponents,
  Figure,
  Helpline,
  Procedure,
};
