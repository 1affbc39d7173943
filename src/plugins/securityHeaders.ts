import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Executable inline scripts in a page (JSON-LD data blocks are not executed, so CSP ignores them). */
// Attribute quotes are optional: the HTML minifier drops them (`type=application/ld+json`).
const inlineScripts = /<script(?![^>]*\bsrc=)(?![^>]*\btype=["']?application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes build/_headers (the format Netlify and Cloudflare Pages read) with a Content-Security-Policy that
 * allows exactly the inline scripts Docusaurus emitted, by hash, and nothing from another origin.
 */
export default function securityHeaders(): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const [, script] of (await readFile(file, 'utf8')).matchAll(inlineScripts)) {
          hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
        }
      }
      const contentSecurityPolicy = [
        "default-src 'self'",
        `script-src 'self' ${[...hashes].sort().join(' ')}`,
        // React and the theme set style attributes; no stylesheet comes from elsewhere.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; ');
      const headers = `/*
  Content-Security-Policy: ${contentSecurityPolicy}
  X-Content-Type-Options: nosniff
  Referrer-Policy: no-referrer
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()
  X-Frame-Options: DENY
  Cross-Origin-Opener-Policy: same-origin

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
      await writeFile(path.join(outDir, '_headers'), headers);
    },
  };
}
