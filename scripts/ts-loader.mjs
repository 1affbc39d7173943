// Lets `node --test` import the site's TypeScript modules (Node 20 cannot strip types itself): a module hook that
// compiles each .ts/.tsx file with the installed TypeScript, one file at a time, without type-checking (that is
// `npm run typecheck`'s job). Usage: node --import ./scripts/ts-loader.mjs --test …
import {register} from 'node:module';

register('./ts-loader-hooks.mjs', import.meta.url);
