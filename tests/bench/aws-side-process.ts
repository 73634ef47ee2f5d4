/**
 * What AWS runs beside the API function, in a process of its own for the API benchmark: the
 * table (dynalite) and the mail queue's consumer (its own function on AWS). Their work must not
 * share the measured API's thread. Talks over IPC: it sends `{ endpoint }` once the table
 * listens; `{ consume: { queueDir, outboxDir } }` starts the consumer; `{ settle: true }` is
 * answered with `{ settled: true }` once every job due has been handled.
 */
import { handleApplicationMailJob } from '@institute/core/application/notify';
import { createDb } from '@institute/core/db/client';
import {
  startFileMailWorker,
  type FileMailWorker,
} from '@institute/core/notifications/file-mail-queue';
import { outboxMailer } from '@institute/core/notifications/outbox';
import { LOCAL_MAIL_FROM, LOCAL_REGION, LOCAL_TABLE } from '../../infra/local/constants';
import { startDynamo } from '../../infra/local/dynamo';

type Message = { consume?: { queueDir: string; outboxDir: string }; settle?: true };

const dynamo = await startDynamo({});
let worker: FileMailWorker | undefined;

process.on('message', (message: Message) => {
  if (message.consume) {
    const db = createDb({
      tableName: LOCAL_TABLE,
      region: LOCAL_REGION,
      endpoint: dynamo.endpoint,
    });
    const mailer = outboxMailer({ dir: message.consume.outboxDir, from: LOCAL_MAIL_FROM });
    worker = startFileMailWorker({
      dir: message.consume.queueDir,
      handle: (job, attempt) => handleApplicationMailJob({ db, mailer }, job, attempt),
    });
  }
  if (message.settle) void worker?.settled().then(() => process.send!({ settled: true }));
});
process.send!({ endpoint: dynamo.endpoint });
