/* A server on loopback for the bench's pages over HTTP: each of `files` (a URL path →
   [content type, body]) and nothing else, gzipped (level 9) where the browser takes it, as a
   web host sends them. Used by Lighthouse's runs and by the throttled phone's. */
'use strict';
const http = require('node:http');
const zlib = require('node:zlib');

function serve(files) {
  const gzipped = new Map();
  const server = http.createServer((req, res) => {
    const name = new URL(req.url, 'http://x').pathname;
    const file = files[name];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const headers = { 'content-type': file[0], 'cache-control': 'no-store' };
    let body = file[1];
    if (/\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      headers['content-encoding'] = 'gzip';
      if (!gzipped.has(name)) gzipped.set(name, zlib.gzipSync(body, { level: 9 }));
      body = gzipped.get(name);
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port }))
  );
}

module.exports = { serve };
