import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  close(): Promise<void>;
}

/** s3rver on loopback, with the uploads bucket created (path-style, credentials S3RVER/S3RVER). */
export async function startS3(options: { directory: string; bucket: string; port?: number }): Promise<LocalS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket }],
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}
