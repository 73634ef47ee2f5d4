/**
 * dynalite in a process of its own, for the API benchmark: on AWS the table is another service,
 * so its work must not share the measured server's thread. Prints its endpoint on the first line
 * of stdout and runs until killed.
 */
import { startDynamo } from '../../infra/local/dynamo';

const dynamo = await startDynamo({});
process.stdout.write(`${dynamo.endpoint}\n`);
