import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TabItemType>;

// A printed guide shows every platform's tab (custom.css); each needs its platform's name above it,
// which on screen the tab button shows instead.
export default function TabItemWrapper(props: Props): ReactNode {
  return (
    <TabItem {...props}>
      <p className={styles.printLabel}>{props.label ?? props.value}</p>
      {props.children}
    </TabItem>
  );
}
