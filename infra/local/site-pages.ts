import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { SPA_SHELL } from '../../web/prerender/pages';

/**
 * The built HTML page for a path, looked up the way CloudFront's router does (SST's Router
 * function): `/` → `index.html`, `/about` → `about.html` or `about/index.html`. Undefined when
 * there is none, or for a path with a file extension (assets are served as they are).
 */
export function prerenderedPage(webDist: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.split('/').includes('..')) {
    return undefined;
  }
  const candidates = decoded.endsWith('/')
    ? [`${decoded}index.html`]
    : path.posix.extname(decoded)
      ? []
      : [`${decoded}.html`, `${decoded}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(webDist, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** The HTML for every other client route: the plain SPA shell, or index.html of older builds. */
export function spaShell(webDist: string): string {
  const shell = path.join(webDist, SPA_SHELL);
  return existsSync(shell) ? shell : path.join(webDist, 'index.html');
}
