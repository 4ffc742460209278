// A small static file server for the built page, bound to 127.0.0.1 on a free port.
// It serves .wasm as application/wasm, which WebAssembly.instantiateStreaming requires.

import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/**
 * Starts serving `directory` under the URL path `prefix` (to check that the page works from a
 * sub-path); resolves to the listening http.Server.
 */
export function serveDirectory(directory, { port = 0, prefix = "/" } = {}) {
  const server = createServer(async (request, response) => {
    const full = decodeURIComponent(new URL(request.url, "http://x").pathname);
    if (!full.startsWith(prefix)) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    const path = "/" + full.slice(prefix.length);
    let file = normalize(join(directory, path));
    if (!file.startsWith(directory + sep) && file !== directory) {
      response.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      const body = await readFile(file);
      response.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": "no-store",
      });
      response.end(body);
    } catch {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
