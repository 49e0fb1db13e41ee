// `npm run bench`'s reference for what one Node process can do on this machine: Node's own
// http server sending the cached home page's bytes with the headers Printfront sends, and
// nothing else. Printfront's cached page is measured against it and against nginx.
// Usage: node scripts/bench-bare-node.mjs <dir with index.html, index.html.gz, headers.json> <port>
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [dir, port] = process.argv.slice(2);
const identity = fs.readFileSync(path.join(dir, 'index.html'));
const gzip = fs.readFileSync(path.join(dir, 'index.html.gz'));
const headers = JSON.parse(fs.readFileSync(path.join(dir, 'headers.json'), 'utf8'));

http
  .createServer({ noDelay: true }, (req, res) => {
    const gzipped = (req.headers['accept-encoding'] ?? '').includes('gzip');
    const body = gzipped ? gzip : identity;
    res.writeHead(200, { ...headers, ...(gzipped ? { 'content-encoding': 'gzip' } : {}), 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
