// Ports for the servers a test or the benchmark starts beside others (the suite, nginx, a second site).
import { connect, createServer, type AddressInfo } from "node:net";

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Why a server could not listen on `port` of 127.0.0.1 right now ("is in use", "needs root"), or
 * undefined when it could: checked before starting processes, to name the setting instead of their crash.
 */
export function portProblem(port: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") resolve("is in use");
      else if (error.code === "EACCES") resolve("needs root");
      else reject(error);
    });
    server.listen({ port, host: "127.0.0.1", exclusive: true }, () => server.close(() => resolve(undefined)));
  });
}

/** Whether something answers a TCP connection on `port` of 127.0.0.1. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
