import React, {type ComponentType, type ReactNode, type SVGProps} from 'react';
import styles from './styles.module.css';

type Props = {
  /** An SVG imported in the MDX file (`import Steps from './img/steps.svg'`); Docusaurus turns it into a component. */
  svg: ComponentType<SVGProps<SVGSVGElement> & {title?: string}>;
  /** The text alternative: everything the figure shows, in sentences, for readers who cannot see it. */
  alt: string;
  /** The caption, shown under the figure. */
  children: ReactNode;
};

/**
 * A figure for a guide. The SVG is inlined so that its colours come from the theme's CSS variables
 * (`--fig-*` in custom.css) and follow the light and dark mode; its width and height attributes reserve
 * the space before the styles load. See the README's "Add or change a guide".
 */
export default function Figure({svg: Svg, alt, children}: Props): ReactNode {
  return (
    <figure className={styles.figure}>
      <Svg className={styles.image} role="img" aria-label={alt} focusable="false" />
      <figcaption className={styles.caption}>{children}</figcaption>
    </figure>
  );
}
