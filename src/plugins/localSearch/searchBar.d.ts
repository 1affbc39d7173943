// The plugin ships its search bar as untyped JSX; it renders Docusaurus' SearchBar.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar' {
  export {default} from '@theme/SearchBar';
}
