// Network fakes for the HMRC integration tests, all on loopback: a host that accepts connections and never answers
// (time-outs) and a proxy that strips the Accept header before HMRC sees it (HMRC's 406).
import { createServer, request, Server } from 'http';
import { AddressInfo, createServer as createTcpServer, Server as TcpServer, Socket } from 'net';

export interface RunningFake {
  url: string;
  close(): Promise<void>;
}

/** Accepts TCP connections and never answers anything. */
export async function startDeadHost(): Promise<RunningFake> {
  const sockets = new Set<Socket>();
  const server: TcpServer = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Forwards to `target` without the Accept header. */
export async function startAcceptStrippingProxy(target: string): Promise<RunningFake> {
  const to = new URL(target);
  const server: Server = createServer((req, res) => {
    const headers = { ...req.headers, host: to.host };
    delete headers.accept;
    const upstream = request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
