#!/usr/bin/env node
/* A small static server for dist/ on 127.0.0.1. The port comes from $PORT (default 8080);
   if it is taken, any free port is used. Prints the page's URL and the offline file's path. */
'use strict';
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');

const DIST = path.resolve(__dirname, '..', 'dist');
const PAGE = 'elo-calculator.html';
const HOST = '127.0.0.1';
const DEFAULT_PORT = 8080;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8'
};

function resolveFile(urlPath) {
  let rel;
  try {
    rel = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  if (rel.endsWith('/')) rel += PAGE;
  const file = path.resolve(DIST, '.' + path.posix.normalize('/' + rel));
  return file === DIST || file.startsWith(DIST + path.sep) ? file : null;
}

function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const file = resolveFile(req.url || '/');
  fs.stat(file || '', (err, stat) => {
    if (!file || err || !stat.isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff'
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  });
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    const onError = (err) => {
      server.off('listening', onListening);
      reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(server.address().port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, HOST);
  });
}

async function main() {
  const wanted =
    process.env.PORT === undefined || process.env.PORT === ''
      ? DEFAULT_PORT
      : Number(process.env.PORT);
  if (!Number.isInteger(wanted) || wanted < 0 || wanted > 65535) {
    console.error(`serve: PORT must be a port number, got "${process.env.PORT}"`);
    process.exit(1);
  }
  const server = http.createServer(handle);
  let port;
  try {
    port = await listen(server, wanted);
  } catch (err) {
    if (err.code !== 'EADDRINUSE' && err.code !== 'EACCES') throw err;
    port = await listen(server, 0);
    console.log(`serve: port ${wanted} is not available, using ${port}`);
  }
  const offline = path.join(DIST, PAGE);
  console.log(`Calculator: http://${HOST}:${port}/${PAGE}`);
  console.log(
    `Offline file: ${offline}${fs.existsSync(offline) ? '' : ' (not built yet: run npm run build)'}`
  );
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error('serve: ' + err.message);
  process.exit(1);
});
