// The headers every answer of the table server carries (issue 36). An HTML
// page gets a Content-Security-Policy that lets it run only its own scripts:
// the files it loads from this server, and its inline <script> blocks by hash
// (computed here from the page itself, so a change to shell.html needs no
// edit); 'wasm-unsafe-eval' lets it compile its WebAssembly. It may connect
// only to this server (and to `connectSrc`, table servers the host names),
// and be framed only by `frameAncestors` (publishers who embed it).
'use strict';
const crypto = require('crypto');

const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // An invite link holds the table id: never hand it to another site.
  'Referrer-Policy': 'no-referrer',
};

function inlineScriptHashes(html) {
  const hashes = [];
  const script = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
  for (let m; (m = script.exec(html));) {
    if (m[1] && /\ssrc\s*=/i.test(m[1])) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

// `scriptHashes`: inlineScriptHashes of the page; `options`: {connectSrc: [origin...], frameAncestors: [source...]}.
function contentSecurityPolicy(scriptHashes, host, { connectSrc = [], frameAncestors = ["'self'"] } = {}) {
  // 'self' covers ws: of the same host in CSP 3; the explicit ws(s): source is for older engines.
  const own = /^[A-Za-z0-9.:[\]-]+$/.test(host || '') ? [`ws://${host}`, `wss://${host}`] : [];
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ${[...own, ...connectSrc].join(' ')}`.trim(),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

// A CSP source list from a command-line value: "https://a.example,wss://b.example".
function sourceList(value, what) {
  if (!value) return [];
  return value.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    if (!/^('self'|'none'|\*|(https?|wss?):\/\/[A-Za-z0-9.*:[\]-]+)$/.test(s)) {
      throw new Error(`${what}: '${s}' is not an origin such as https://example.org (or 'self', 'none')`);
    }
    return s;
  });
}

module.exports = { BASE_HEADERS, contentSecurityPolicy, inlineScriptHashes, sourceList };
