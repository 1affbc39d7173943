// The hooks registered by ts-loader.mjs (they run on the loader thread).
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import ts from 'typescript';

const isTypeScript = (url) => /\.tsx?$/.test(new URL(url).pathname);

/** A relative import without an extension from a TypeScript file names `<path>.ts` or `<path>.tsx`, as the bundler resolves it. */
export async function resolve(specifier, context, nextResolve) {
  if (
    context.parentURL &&
    isTypeScript(context.parentURL) &&
    /^\.\.?\//.test(specifier) &&
    !/\.[cm]?[jt]sx?$/.test(specifier)
  ) {
    for (const extension of ['.ts', '.tsx']) {
      const url = new URL(specifier + extension, context.parentURL);
      if (existsSync(url)) return {url: url.href, shortCircuit: true};
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!isTypeScript(url)) return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const {outputText} = ts.transpileModule(source, {
    fileName: url,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      inlineSourceMap: true,
    },
  });
  return {format: 'module', source: outputText, shortCircuit: true};
}
