import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { liveDown } from './pages';

/**
 * Passes a request to the live site unchanged (method, headers, body, and its answer back):
 * everything that is not the draft (the API, the shell, the other remotes) is the live one.
 */
export function forward(live: URL, req: IncomingMessage, res: ServerResponse): void {
  const send = live.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(
    new URL(req.url ?? '/', live),
    { method: req.method, headers: { ...req.headers, host: live.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) liveDown(res, live);
    else res.destroy();
  });
  req.pipe(upstream);
}
