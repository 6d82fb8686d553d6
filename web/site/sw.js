// Mercato's service worker: a second visit works with the network off.
//
// Built by tools/precache_list.py, which fills in every file of the site with its
// content hash; VERSION is a hash of that list, so a new build is a new sw.js,
// which the browser installs next to the old one. Installing downloads every
// file into a cache of its own; activating deletes the older caches. Requests
// for the site's files are answered from the cache first (the network only for
// anything not in it), and any page of the site (index.html with whatever URL
// parameters) gets the cached index.html. Registered by shell.html only over
// http(s), never from file:// or in the one-file offline page.
'use strict';
const VERSION = '@VERSION@';
const PRECACHE = /*@PRECACHE@*/[];
const CACHE = 'mercato-' + VERSION;
const PREFIX = 'mercato-';

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // cache: 'reload' skips the HTTP cache: the hashes above are of the new files.
    await cache.addAll(PRECACHE.map((file) => new Request(file.url, { cache: 'reload' })));
    // A new build takes over at once. Pages already open keep what they loaded
    // (the app fetches nothing after its start); a page still loading at that
    // very moment could get the new build's files, and a reload mends it.
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const key = request.mode === 'navigate' ? 'index.html' : request;
    const cached = await cache.match(key, { ignoreSearch: request.mode === 'navigate' });
    return cached || fetch(request);
  })());
});
