import { createServer, type IncomingMessage } from "node:http";

import { createS3StorageProvider } from "../providers/storage/s3-storage-provider.ts";

/**
 * Enough of the S3 REST API (path-style PutObject, GetObject, DeleteObject) to exercise the S3
 * storage adapter over real HTTP. It records each request's signature header so tests can check
 * that requests are signed.
 */
export const startLoopbackS3 = async () => {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const authorizations: string[] = [];

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  const server = createServer((request, response) => {
    void (async () => {
      authorizations.push(request.headers.authorization ?? "");
      const key = decodeURIComponent(new URL(request.url ?? "/", "http://peer").pathname.slice(1));
      if (request.method === "PUT") {
        objects.set(key, {
          body: await readBody(request),
          contentType: request.headers["content-type"] ?? "application/octet-stream",
        });
        response.writeHead(200, { ETag: '"etag"' }).end();
        return;
      }
      if (request.method === "DELETE") {
        objects.delete(key);
        response.writeHead(204).end();
        return;
      }
      const object = objects.get(key);
      if (request.method === "GET" && object) {
        response.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.body.length });
        response.end(object.body);
        return;
      }
      response.writeHead(404, { "Content-Type": "application/xml" });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
      );
    })();
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("loopback S3 has no port");

  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    /** The app's S3 storage adapter, signed with test credentials, on bucket "promptloom" under "uploads/". */
    createStorage: () =>
      createS3StorageProvider({
        bucket: "promptloom",
        region: "us-east-1",
        endpoint,
        accessKeyId: "test-key",
        secretAccessKey: "test-secret",
        forcePathStyle: true,
        prefix: "uploads/",
      }),
    /** Stored objects by "bucket/key". */
    objects,
    authorizations,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
};
