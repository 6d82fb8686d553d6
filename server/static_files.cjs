// Serves a folder (build/web) read-only: GET/HEAD only, no path outside it.
// A path that cannot name a file here (a NUL byte, bad %-escapes, control
// characters) is answered 400; nothing about a request can throw past this
// handler (issue 36: `GET /%00` used to stop the process).
'use strict';
const fs = require('fs');
const path = require('path');
const { BASE_HEADERS, contentSecurityPolicy, inlineScriptHashes } = require('./security_headers.cjs');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm', '.data': 'application/octet-stream', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.ts': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.txt': 'text/plain; charset=utf-8',
};
const MAX_URL = 2048;

function answer(res, status, text, headers = {}) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

// The file a request's path names under `base`, or null when it names none.
function fileOf(base, url) {
  if (url.length > MAX_URL) return null;
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return null;
  }
  if (/[\x00-\x1f\x7f\\]/.test(pathname)) return null;
  return path.resolve(base, '.' + pathname);
}

// `rewrite`: {file name: (text) => text} for files served changed (index.html's marker).
// `policy`: {connectSrc, frameAncestors} for the HTML pages' Content-Security-Policy.
function staticFiles(root, rewrite = {}, policy = {}) {
  const base = path.resolve(root);
  const pages = new Map();   // an HTML file -> {stamp, body, scripts}: read and hashed once per version
  const page = (file, stat, data) => {
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    const known = pages.get(file);
    if (known && known.stamp === stamp) return known;
    const change = path.dirname(file) === base && rewrite[path.basename(file)];
    const text = change ? change(data.toString('utf8')) : data.toString('utf8');
    const entry = { stamp, body: Buffer.from(text), scripts: inlineScriptHashes(text) };
    pages.set(file, entry);
    return entry;
  };
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'GET or HEAD only\n', { Allow: 'GET, HEAD' });
    const named = fileOf(base, req.url);
    if (named === null) return answer(res, 400, 'bad request: not a file path\n');
    if (named !== base && !named.startsWith(base + path.sep)) return answer(res, 404, 'not found\n');
    fs.stat(named, (statError, found) => {
      const file = !statError && found.isDirectory() ? path.join(named, 'index.html') : named;
      fs.stat(file, (error, stat) => {
        if (error || !stat.isFile()) return answer(res, 404, 'not found\n');
        fs.readFile(file, (readError, data) => {
          try {
            if (readError) return answer(res, 404, 'not found\n');
            const headers = { ...BASE_HEADERS, 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
              'Cache-Control': 'no-cache' };
            let body = data;
            if (path.extname(file) === '.html') {
              const html = page(file, stat, data);
              body = html.body;
              headers['Content-Security-Policy'] = contentSecurityPolicy(html.scripts, req.headers.host, policy);
            }
            res.writeHead(200, headers);
            res.end(req.method === 'HEAD' ? undefined : body);
          } catch (e) {
            answer(res, 500, 'the file could not be sent\n');
          }
        });
      });
    });
  };
}

module.exports = { staticFiles, answer };
