// Mercato's service worker: a second visit works with the network off.
//
// Built by tools/precache_list.py, which fills in every file of the site with its
// content hash; VERSION is a hash of that list, so a new build is a new sw.js,
// which the browser installs next to the old one. Installing downloads every
// file into a cache of its own; activating deletes the older caches. Requests
// for the site's files are answered from the cache first (the network only for
// anything not in it). Only the app's own page (the folder's URL or index.html,
// with whatever URL parameters) gets the cached index.html; every other
// navigation is its own file from the cache or the network, so
// mercato-offline.html stays itself and a missing page stays a 404.
// Registered by shell.html only over http(s), never from file:// or in the
// one-file offline page.
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

// The app's page: the worker's folder itself or its index.html, any query.
const APP_PAGES = ['./', './index.html'].map((u) => new URL(u, self.location.href).href);
function isAppPage(url) {
  const bare = new URL(url);
  bare.search = '';
  bare.hash = '';
  return APP_PAGES.includes(bare.href);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const shell = request.mode === 'navigate' && isAppPage(request.url);
    const cached = await cache.match(shell ? 'index.html' : request);
    return cached || fetch(request);
  })());
});
