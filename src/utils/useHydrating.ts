import {useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * True only while React hydrates the page the server wrote (useIsBrowser is false then), and for that render's whole
 * life: false on the server itself and for a component first rendered after a navigation. A component can then keep
 * the server's HTML of a closed or hidden part untouched instead of hydrating it (the home page's situations, the app
 * guide's panels).
 */
export default function useHydrating(): boolean {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(ExecutionEnvironment.canUseDOM && !isBrowser);
  return hydrating;
}
