import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { tableDefinition } from '@institute/core/db/table';

export interface LocalDynamo {
  endpoint: string;
  close(): Promise<void>;
}

/** dynalite on loopback: persisted under `path`, or in memory when no path is given. */
export async function startDynamo(options: { path?: string; port?: number }): Promise<LocalDynamo> {
  const server = dynalite({
    path: options.path,
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Creates the table with its indexes unless it already exists (a restart keeps the data). */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (err) {
    if ((err as Error).name !== 'ResourceNotFoundException') throw err;
    await client.send(new CreateTableCommand(tableDefinition(tableName)));
  } finally {
    client.destroy();
  }
}
