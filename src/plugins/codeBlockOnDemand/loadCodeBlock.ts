import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

async function importCodeBlock() {
  const [{Prism}, {default: prismIncludeLanguages}] = await Promise.all([
    import('prism-react-renderer'),
    import('@theme/prism-include-languages'),
  ]);
  // What theme-classic's client module did on every page.
  prismIncludeLanguages(Prism as Parameters<typeof prismIncludeLanguages>[0]);
  return import('@theme-original/CodeBlock');
}

type CodeBlockModule = Awaited<ReturnType<typeof importCodeBlock>>;

let loading: Promise<CodeBlockModule> | undefined;
let loaded: CodeBlockModule | undefined;

/**
 * The theme's CodeBlock with Prism, imported once. Once loaded, the result is handed over synchronously, so that
 * React.lazy renders it without suspending: on the server, a component that suspends is written as its fallback
 * plus an inline script that swaps it in, even though Docusaurus waits for everything (facebook/react#31134).
 */
export function loadCodeBlock(): Promise<CodeBlockModule> {
  if (loaded) {
    const module = loaded;
    return {then: (resolve: (value: CodeBlockModule) => void) => resolve(module)} as Promise<CodeBlockModule>;
  }
  loading ??= importCodeBlock().then((module) => (loaded = module));
  return loading;
}

export const isCodeBlockLoaded = (): boolean => loaded !== undefined;

// On the server, right away (this is a client module); in the browser only when a page shows code.
if (!ExecutionEnvironment.canUseDOM) void loadCodeBlock();
