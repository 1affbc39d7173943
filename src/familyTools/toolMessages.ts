import {interpolate} from '@docusaurus/Interpolate';

/**
 * A tool's `message(key, values)`: its translated words (`@family-tools/messages/<file>.json`, from the family-tools
 * plugin), typed by its Hungarian defaults (`<Tool>/messages.ts`), with Docusaurus' `{placeholder}` interpolation.
 */
export function toolMessages<Defaults extends Record<string, string>>(translated: Record<string, string>) {
  return (key: keyof Defaults & string, values?: Record<string, string | number>): string =>
    interpolate(translated[key] ?? key, values);
}
