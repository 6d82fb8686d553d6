// Several server processes, one set of tables (--redis URL, docs/online.md
// "Several processes"): Colyseus' RedisPresence and RedisDriver share the room
// listing and seat reservations, a table lives in the process that created (or
// restored) it, and each process keeps its address in Redis so that a process
// reached by a client whose table lives elsewhere hands the WebSocket on to it.
// Any load balancer in front then works: no sticky sessions needed.
'use strict';
const net = require('net');
const { matchMaker } = require('@colyseus/core');
const { RedisPresence } = require('@colyseus/redis-presence');
const { RedisDriver } = require('@colyseus/redis-driver');

const ADDRESS_SECONDS = 60;   // a process's address outlives it this long at most
const addressKey = (processId) => `mercato:process:${processId}`;

// The Colyseus Server options for rooms shared through Redis at `url`.
function sharedRoomsOptions(url) {
  return {
    presence: new RedisPresence(url),
    driver: new RedisDriver(url),
    // A new table stays in the process the client reached (the load balancer spreads them).
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  };
}

// Keeps "host:port" (how the other processes reach this one) in Redis, refreshed.
async function advertise(presence, address) {
  const put = () => presence.setex(addressKey(matchMaker.processId), address, ADDRESS_SECONDS);
  await put();
  setInterval(put, ADDRESS_SECONDS * 1000 / 3).unref();
}

// A room's WebSocket path ends /<processId>/<roomId> (colyseus.js). Upgrades for
// this process go to Colyseus' own handler; the others are piped, bytes as they
// came, to the process named in the path.
function handOnUpgrades(httpServer, presence) {
  const local = httpServer.listeners('upgrade');
  httpServer.removeAllListeners('upgrade');
  httpServer.on('upgrade', (req, socket, head) => {
    let path;
    try { path = new URL(req.url, 'ws://server').pathname; } catch { return void socket.destroy(); }  // a path no URL has
    const target = /\/([A-Za-z0-9_-]+)\/[A-Za-z0-9_-]+$/.exec(path);
    if (!target || target[1] === matchMaker.processId) {
      return local.forEach((listener) => listener.call(httpServer, req, socket, head));
    }
    socket.on('error', () => socket.destroy());
    presence.get(addressKey(target[1])).then((address) => {
      const at = address && /^(.+):(\d+)$/.exec(address);
      if (!at) return socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\nno such server process\n');
      const upstream = net.connect(Number(at[2]), at[1], () => {
        const headers = [];
        for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        if (!req.headers['x-forwarded-for']) headers.push(`X-Forwarded-For: ${socket.remoteAddress}`);
        upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        socket.pipe(upstream).pipe(socket);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
      upstream.on('close', () => socket.destroy());
    }, () => socket.destroy());
  });
}

module.exports = { sharedRoomsOptions, advertise, handOnUpgrades };
