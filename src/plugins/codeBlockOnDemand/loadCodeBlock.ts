import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

async function importCodeBlock() {
  const [{Prism}, {default: prismIncludeLanguages}] = await Promise.all([
    import('prism-react-renderer'),
    import('@theme/prism-include-languages'),
  ]);
  // What theme-classic's client module did on every page.
  prismIncludeLanguages(Prism as Parameters<typeof prismIncludeLanguages>[0]);
  // theme-classic's own CodeBlock: @theme-original/CodeBlock is this plugin's wrapper (theme/CodeBlock).
  return import('@theme-init/CodeBlock');
}

type CodeBlockModule = Awaited<ReturnType<typeof importCodeBlock>>;

let loading: Promise<CodeBlockModule> | undefined;
let loaded: CodeBlockModule | undefined;

/** The theme's CodeBlock with Prism, imported once. */
export function loadCodeBlock(): Promise<CodeBlockModule> {
  loading ??= importCodeBlock().then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download (offline for a moment, a deploy that replaced the chunk) is not kept: the next code block
      // that needs Prism downloads it again. The bundler forgets a failed chunk too, so the retry really fetches.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The module once it has arrived, so that it renders without suspending. */
export const loadedCodeBlock = (): CodeBlockModule | undefined => loaded;

// On the server, right away (this is a client module); in the browser only when a page shows code.
if (!ExecutionEnvironment.canUseDOM) void loadCodeBlock();
