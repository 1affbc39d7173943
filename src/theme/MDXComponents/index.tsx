import MDXComponents from '@theme-original/MDXComponents';
import Figure from '@site/src/components/Figure';
import HelpLineLink from '@site/src/components/HelpLineLink';
import Procedure from '@site/src/components/Procedure';

// Available in every Markdown page without an import. The tag stays <Helpline>: the guides are written with it.
export default {
  ...MDXComponents,
  Figure,
  Helpline: HelpLineLink,
  Procedure,
};
