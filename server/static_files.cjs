// Serves a folder (build/web) read-only: GET/HEAD only, no path outside it.
'use strict';
const fs = require('fs');
const path = require('path');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm', '.data': 'application/octet-stream', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.ts': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.txt': 'text/plain; charset=utf-8',
};

// `rewrite`: {file name: (text) => text} for files served changed (index.html's marker).
function staticFiles(root, rewrite = {}) {
  const base = path.resolve(root);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    let file;
    try {
      const url = new URL(req.url, 'http://localhost');
      file = path.resolve(base, '.' + decodeURIComponent(url.pathname));
    } catch {
      res.writeHead(400);
      return res.end('bad request');
    }
    if (file !== base && !file.startsWith(base + path.sep)) {
      res.writeHead(404);
      return res.end('not found');
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end('not found');
      }
      const change = path.dirname(file) === base && rewrite[path.basename(file)];
      if (change) data = Buffer.from(change(data.toString('utf8')));
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : data);
    });
  };
}

module.exports = { staticFiles };
